import "server-only";
import { getEnv } from "@/lib/env";
import { getLogger } from "@/lib/log/logger";
import { peekSingleton, resetSingleton, singleton } from "@/lib/singleton";
import type { BusMessage, SessionsEnded } from "./bus-message";
import type { LiveEvent } from "./events";
import { createLiveBus, type LiveBus } from "./live-bus";

/**
 * This process's bus: over PostgreSQL LISTEN/NOTIFY when DATABASE_URL is set (every instance's
 * open streams hear every event), else in process only.
 */
export function getLiveBus(): LiveBus {
  return singleton("live-bus", () => createLiveBus({ databaseUrl: getEnv().DATABASE_URL, logger: getLogger() }));
}

/** Tells every open screen (on every instance) that `event` happened; never throws, a failure is logged. */
export async function publishLive(event: LiveEvent): Promise<void> {
  try {
    await getLiveBus().publish(event);
  } catch (error) {
    getLogger().warn({ err: error, event: event.type }, "live event not published");
  }
}

/**
 * Ends the open streams of sessions that just ended, on every instance: this one's at once (the
 * bus delivers in process before NOTIFY), the others' as the notification arrives. Never throws.
 */
export async function endStreamsOfSessions(ended: Omit<SessionsEnded, "type">): Promise<void> {
  try {
    await getLiveBus().publish({ type: "sessions.ended", ...ended });
  } catch (error) {
    getLogger().warn({ err: error }, "the end of a session was not told to the open streams; they end at their maximum age");
  }
}

/** Calls `listener` for every message any instance publishes, until the returned function is called. */
export function subscribeLive(listener: (message: BusMessage) => void): () => void {
  return getLiveBus().subscribe(listener);
}

/** Closes this process's bus (its PostgreSQL connections); the next use makes a new one (tests that change DATABASE_URL). */
export async function closeLiveBus(): Promise<void> {
  const bus = peekSingleton<LiveBus>("live-bus");
  resetSingleton("live-bus");
  await bus?.close();
}
