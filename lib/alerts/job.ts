import "server-only";
import type { Kysely } from "kysely";
import { healthcheckPathFromId } from "@/lib/contract/healthcheck";
import type { Database } from "@/lib/db/schema";
import { tryAcquireLease } from "@/lib/history/lease";
import type { UpstreamClient } from "@/lib/upstream/client";
import { runHealthcheck } from "@/lib/upstream/healthchecks";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";
import { type EvaluationResult, evaluateRules } from "./evaluate";
import { deliverDue } from "./outbox";
import type { SignalSources } from "./signals";

export const EVALUATOR_LEASE = "alert-evaluator";

/** The snapshot and healthcheck reads of the wall and the recorder (coalesced by the client). */
export function upstreamSources(client: () => UpstreamClient): SignalSources {
  const slugOf = (scope: string) => (scope.startsWith("org:") ? { slug: scope.slice(4) } : {});
  return {
    snapshot: (scope) => getQueueSnapshot(client(), scope === "all" ? { all: true } : slugOf(scope)),
    healthcheck: (checkId, scope) => runHealthcheck(client(), healthcheckPathFromId(checkId), slugOf(scope)),
  };
}

/**
 * One evaluation tick: only the holder of the evaluator lease evaluates (a lease of the
 * recorder's kind, lib/history/lease.ts, kept apart from the recorder's own so that alerts fail
 * over within a few evaluations rather than the recorder's ten minutes).
 */
export async function evaluatorTick(
  db: Kysely<Database>,
  sources: SignalSources,
  holder: string,
  intervalMs: number,
  now = new Date(),
): Promise<EvaluationResult | null> {
  const held = await tryAcquireLease(db, EVALUATOR_LEASE, holder, Math.max(3 * intervalMs, 30_000), now);
  if (!held) return null;
  return evaluateRules(db, sources, now);
}

export type AlertJobDeps = { db: Kysely<Database>; sources: SignalSources; holder: string; intervalMs: number; onError: (error: unknown, job: string) => void };

/**
 * Starts this instance's alert jobs: evaluation every interval (under the lease), and the
 * outbox sender, which every instance runs (rows are claimed, so each is sent once).
 */
export function startAlertJobs(deps: AlertJobDeps): () => void {
  let delivering = false;
  const deliver = async () => {
    if (delivering) return;
    delivering = true;
    try {
      await deliverDue(deps.db, deps.holder);
    } catch (error) {
      deps.onError(error, "alert delivery");
    } finally {
      delivering = false;
    }
  };
  let evaluating = false;
  const evaluate = async () => {
    if (evaluating) return;
    evaluating = true;
    try {
      const result = await evaluatorTick(deps.db, deps.sources, deps.holder, deps.intervalMs);
      if (result && result.notifications > 0) void deliver();
    } catch (error) {
      deps.onError(error, "alert evaluation");
    } finally {
      evaluating = false;
    }
  };
  const timers = [setInterval(evaluate, deps.intervalMs), setInterval(deliver, Math.min(deps.intervalMs, 5_000))];
  const first = setTimeout(evaluate, Math.min(deps.intervalMs, 5_000));
  for (const t of [...timers, first]) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
    clearTimeout(first);
  };
}
