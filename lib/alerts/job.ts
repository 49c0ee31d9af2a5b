import "server-only";
import type { Kysely } from "kysely";
import { publishLive } from "@/lib/bus/bus";
import { healthcheckPathFromId } from "@/lib/contract/healthcheck";
import { scopeOfRule, slugSelectorOf } from "@/lib/contract/organization-scope";
import type { Database } from "@/lib/db/schema";
import type { JobLease } from "@/lib/jobs/lease";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { savedViewCount } from "@/lib/saved-views/alert-signal";
import type { UpstreamClient } from "@/lib/upstream/client";
import { runHealthcheck } from "@/lib/upstream/healthchecks";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";
import { evaluateRules } from "./evaluate";
import { deliverDue } from "./outbox";
import type { SignalSources } from "./signals";

export const EVALUATOR_LEASE = "alert-evaluator";

/** The v2 selector of one organization of a stored scope ("own" or "org:<slug>"): its slug, none for the key's own; "all" names none. */
function organizationSelector(scope: string): { slug?: string } {
  const organization = scopeOfRule(scope);
  return organization ? slugSelectorOf(organization) : {};
}

/** The snapshot selector of a stored scope (an alert rule's, or the recorder's where null is the key's own): "all" reads every organization. */
export function snapshotSelector(scope: string | null): { all: true } | { slug?: string } {
  if (scope === null) return {};
  return scope === "all" ? { all: true } : organizationSelector(scope);
}

/** The snapshot and healthcheck reads of the wall and the recorder (coalesced by the client). */
export function upstreamSources(client: () => UpstreamClient): SignalSources {
  return {
    snapshot: (scope) => getQueueSnapshot(client(), snapshotSelector(scope)),
    healthcheck: (checkId, scope) => runHealthcheck(client(), healthcheckPathFromId(checkId), organizationSelector(scope)),
    savedViewCount: (viewId) => savedViewCount(client, viewId),
  };
}

/**
 * Evaluation runs only on the holder of the evaluator lease (a lease of the recorder's kind,
 * lib/jobs/lease.ts, kept apart from the recorder's own so that alerts fail over within a few
 * evaluations rather than the recorder's ten minutes).
 */
const evaluatorLease = (db: Kysely<Database>, intervalMs: number): JobLease => ({ db, name: EVALUATOR_LEASE, ttlMs: Math.max(3 * intervalMs, 30_000) });

export type AlertJobDeps = {
  db: Kysely<Database>;
  sources: SignalSources;
  holder: string;
  intervalMs: number;
  /** How long a minute of a rule's For and Keep firing lasts (ALERTS_MINUTE_MS). */
  minuteMs?: number;
};

/** The alert jobs' names on /health and in the metrics. */
export const ALERT_JOBS = { delivery: "alert delivery", evaluation: "alert evaluation" } as const;

/**
 * Starts this instance's alert jobs: evaluation every interval (under the lease), and the
 * outbox sender, which every instance runs (rows are claimed, so each is sent once).
 */
export function startAlertJobs(deps: AlertJobDeps): Job[] {
  const delivery = runEvery({ name: ALERT_JOBS.delivery, interval: Math.min(deps.intervalMs, 5_000), tick: () => deliverDue(deps.db, deps.holder) });
  const evaluation = runEvery({
    name: ALERT_JOBS.evaluation,
    first: Math.min(deps.intervalMs, 5_000),
    interval: deps.intervalMs,
    lease: evaluatorLease(deps.db, deps.intervalMs),
    holder: deps.holder,
    tick: async () => {
      const result = await evaluateRules(deps.db, deps.sources, new Date(), deps.minuteMs);
      if (result.notifications > 0) void delivery.runNow();
      // An alert fired or resolved: the shell's badge and the wall's banner refresh at once.
      if (result.transitions.length > 0) await publishLive({ type: "alerts.changed" });
    },
  });
  return [evaluation, delivery];
}
