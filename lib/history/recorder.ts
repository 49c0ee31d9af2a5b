import "server-only";
import type { Kysely } from "kysely";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { Database } from "@/lib/db/schema";
import { holdLease, type JobLease } from "@/lib/jobs/lease";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { minuteOf, recordSnapshot, scopeOf, thinHistory } from "./queue-history";

export const RECORDER_LEASE = "queue-history-recorder";
export const RECORD_INTERVAL_MS = 5 * 60_000;
const LEASE_TTL_MS = 2 * RECORD_INTERVAL_MS;

export type RecorderDeps = {
  db: Kysely<Database>;
  /** Fetches a snapshot for a scope (`null`: the key's own organization). */
  fetchSnapshot: (scope: string | null) => Promise<QueueSnapshot>;
  now: () => Date;
  holder?: string;
};

/** The scopes to keep recording: the key's own, and every scope someone looked at in the last week. */
async function scopesToRecord(db: Kysely<Database>, now: Date): Promise<(string | null)[]> {
  const since = minuteOf(now.getTime() - 7 * 24 * 3_600_000);
  const rows = await db.selectFrom("queue_history").select("scope").distinct().where("minute", ">=", since).limit(20).execute();
  return [null, ...rows.map((r) => r.scope)];
}

/**
 * One tick of the recorder: only the lease holder fetches. Returns what it did, for tests and logs.
 * Several instances each run ticks; the lease row makes exactly one of them record.
 */
export async function recorderTick(deps: RecorderDeps, holder: string): Promise<{ held: boolean; recorded: string[]; failed: number }> {
  const now = deps.now();
  const held = await holdLease(recorderLease(deps), holder, now);
  if (!held) return { held, recorded: [], failed: 0 };
  return { held, ...(await recordQueues(deps, now)) };
}

const recorderLease = (deps: RecorderDeps): JobLease => ({ db: deps.db, name: RECORDER_LEASE, ttlMs: LEASE_TTL_MS });

/** Records a snapshot of every scope to record, then thins the history (the lease holder's work). */
async function recordQueues(deps: RecorderDeps, now: Date): Promise<{ recorded: string[]; failed: number }> {
  const recorded = new Set<string>();
  let failed = 0;
  for (const scope of await scopesToRecord(deps.db, now)) {
    try {
      const snapshot = await deps.fetchSnapshot(scope);
      const key = scopeOf(snapshot);
      if (key === null || recorded.has(key)) continue;
      recorded.add(key);
      await recordSnapshot(deps.db, snapshot, now);
    } catch {
      // An upstream failure leaves a gap in the history, which the trend shows as a gap.
      failed += 1;
    }
  }
  await thinHistory(deps.db, now);
  return { recorded: [...recorded], failed };
}

/** The recorder's name on /health and in the metrics. */
export const HISTORY_RECORDER_JOB = "queue history recorder";

/** Starts the periodic recorder of this instance (the first tick soon after start). */
export function startRecorder(deps: RecorderDeps): Job {
  return runEvery({
    name: HISTORY_RECORDER_JOB,
    first: 5_000,
    interval: RECORD_INTERVAL_MS,
    lease: recorderLease(deps),
    holder: deps.holder,
    now: deps.now,
    tick: () => recordQueues(deps, deps.now()),
  });
}
