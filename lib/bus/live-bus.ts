import "server-only";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type pino from "pino";
import { z } from "zod";
import { type BusMessage, busMessageSchema } from "./bus-message";

/** The one PostgreSQL channel every instance listens on. */
export const LIVE_CHANNEL = "rampart_live";

/** Reconnecting the listening client: 0.5 s, doubling, at most 30 s, each with up to a quarter of jitter. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_CAP_MS = 30_000;

type Logger = Pick<pino.Logger, "info" | "warn" | "error">;

export interface LiveBus {
  /** Delivers to this process's listeners at once and, on PostgreSQL, to every other instance's. Rejects on a bad message or a failed NOTIFY. */
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  /** Listeners now subscribed (the open streams' gauge, tests). */
  listenerCount(): number;
  /** Whether events from other instances can arrive: always in process; on PostgreSQL, while LISTEN holds. */
  connected(): boolean;
  /** Resolves once the first LISTEN was tried (tests wait for it; publishing never does). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface LiveBusOptions {
  /** A postgres:// URL: events go over LISTEN/NOTIFY. Without it they stay in this process. */
  databaseUrl?: string;
  logger: Logger;
  /** Tells this instance's own notifications apart (tests may name it). */
  instanceId?: string;
}

/**
 * What travels in a NOTIFY: the event and the instance that sent it. The sender delivers its own
 * event locally when publishing (no round trip, and it still arrives while LISTEN is reconnecting),
 * so it drops the copy PostgreSQL sends back: every listener hears each event exactly once.
 */
const notificationSchema = z.object({ origin: z.string().min(1).max(100), event: busMessageSchema });

export function createLiveBus(options: LiveBusOptions): LiveBus {
  const { logger } = options;
  const instanceId = options.instanceId ?? randomUUID();
  const listeners = new Set<(event: BusMessage) => void>();
  let closed = false;

  const deliver = (event: BusMessage) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        logger.warn({ err: error, event: event.type }, "a live event listener failed");
      }
    }
  };

  const postgres = options.databaseUrl ? listenOnPostgres(options.databaseUrl, instanceId, logger, deliver, () => closed) : null;

  return {
    async publish(event) {
      const parsed = busMessageSchema.parse(event);
      deliver(parsed);
      await postgres?.notify(parsed);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
    connected: () => postgres?.listening() ?? true,
    ready: postgres?.ready ?? Promise.resolve(),
    async close() {
      closed = true;
      listeners.clear();
      await postgres?.close();
    },
  };
}

function listenOnPostgres(url: string, instanceId: string, logger: Logger, deliver: (event: BusMessage) => void, isClosed: () => boolean) {
  // NOTIFY goes through a small pool of its own: the listening client may be reconnecting.
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {}); // an idle client's lost connection is not a crash (as lib/db/create-db.ts)
  let client: pg.Client | null = null;
  let listening = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== LIVE_CHANNEL) return;
    let parsed: ReturnType<typeof notificationSchema.safeParse>;
    try {
      parsed = notificationSchema.safeParse(JSON.parse(message.payload ?? ""));
    } catch {
      parsed = notificationSchema.safeParse(undefined);
    }
    if (!parsed.success) {
      logger.warn({ channel: LIVE_CHANNEL, bytes: message.payload?.length ?? 0 }, "a live notification that is not a live event was dropped");
      return;
    }
    if (parsed.data.origin === instanceId) return;
    deliver(parsed.data.event);
  };

  const scheduleReconnect = () => {
    if (isClosed() || timer) return;
    const base = Math.min(RECONNECT_CAP_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    const delay = Math.round(base * (0.75 + Math.random() * 0.25));
    attempt++;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (listening) logger.warn({ err: error }, "live updates: the PostgreSQL LISTEN connection was lost; reconnecting");
      listening = false;
      next.removeAllListeners("notification");
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    client = next;
    next.on("error", lost);
    next.on("end", () => lost());
    next.on("notification", onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
      if (client !== next || isClosed()) {
        await next.end().catch(() => {});
        return;
      }
      listening = true;
      if (attempt > 0) logger.info({ attempts: attempt }, "live updates: listening on PostgreSQL again");
      attempt = 0;
    } catch (error) {
      if (client === next && attempt === 0) logger.warn({ err: error }, "live updates: could not LISTEN on PostgreSQL; retrying with backoff");
      lost(error as Error);
    }
  };

  const ready = connect();

  return {
    ready,
    listening: () => listening,
    async notify(event: BusMessage) {
      let payload = JSON.stringify({ origin: instanceId, event });
      // Within NOTIFY's 8000 bytes whatever the ids: without its list, reports.changed means every asset.
      if (Buffer.byteLength(payload) > 7900 && event.type === "reports.changed")
        payload = JSON.stringify({ origin: instanceId, event: { ...event, assetIds: undefined } });
      await pool.query("SELECT pg_notify($1, $2)", [LIVE_CHANNEL, payload]);
    },
    async close() {
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      listening = false;
      await Promise.allSettled([current?.end(), pool.end()]);
    },
  };
}
