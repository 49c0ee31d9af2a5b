import "server-only";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { getLogger } from "@/lib/log/logger";
import { peekSingleton, resetSingleton, setSingleton } from "@/lib/singleton";
import { applyDelivery, type EffectDeps } from "./effects";
import { claimPending, failClaimed, finishClaimed, pruneInbox } from "./inbox";

/** How often every instance looks for deliveries no kick reached (a restart, another instance's row). */
export const INBOX_POLL_MS = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** Claims and acts on pending deliveries until none is left; returns how many it handled. */
export async function processInbox(deps: EffectDeps, holder: string): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await claimPending(deps.db, holder, deps.now());
    if (rows.length === 0) return handled;
    await Promise.all(
      rows.map(async (row) => {
        try {
          await finishClaimed(deps.db, row, holder, await applyDelivery(row, deps), deps.now());
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          getLogger().warn({ job: "webhook inbox", delivery: row.id, type: row.event_type, err: reason }, "webhook effect failed");
          await failClaimed(deps.db, row, holder, reason, deps.now());
        }
      }),
    );
    handled += rows.length;
  }
}

/**
 * Every instance runs the inbox (whoever claims a delivery acts on it) every INBOX_POLL_MS, and
 * the route kicks it at once after storing one (kickWebhookInbox), so effects follow a delivery
 * within a fraction of a second. Old deliveries are pruned hourly.
 */
export function startWebhookInbox(deps: EffectDeps, holder: string): Job {
  const running = peekSingleton<Job>("webhook-inbox-job");
  if (running) return running;
  let prunedAt = 0;
  // A kick while a tick runs is not lost: the tick goes round again before it ends.
  let kicked = false;
  const job = runEvery({
    name: "webhook inbox",
    interval: INBOX_POLL_MS,
    first: 1_000,
    tick: async () => {
      do {
        kicked = false;
        await processInbox(deps, holder);
      } while (kicked);
      if (deps.now().getTime() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = deps.now().getTime();
        await pruneInbox(deps.db, deps.now());
      }
    },
  });
  const handle: Job = {
    runNow: () => {
      kicked = true;
      return job.runNow();
    },
    stop: () => {
      job.stop();
      resetSingleton("webhook-inbox-job");
    },
  };
  setSingleton("webhook-inbox-job", handle);
  return handle;
}

/**
 * Runs the inbox now on this instance, without waiting (a tick under way goes round once more).
 */
export function kickWebhookInbox(): void {
  void peekSingleton<Job>("webhook-inbox-job")?.runNow();
}
