import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { getLogger } from "@/lib/log/logger";
import { peekSingleton, setSingleton } from "@/lib/singleton";

/** A job is overdue once it has not succeeded for this many of its intervals. */
export const STALE_AFTER_INTERVALS = 3;

export type JobRun = { name: string; intervalMs: number; outcome: "success" | "failure"; error?: string; nextRunAt: Date; holder: string; at: Date };

export type JobStatus = {
  name: string;
  intervalMs: number;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  nextRunAt: string | null;
  holder: string | null;
  /** When the configuration switched it off (never overdue then); null while it runs. */
  switchedOffAt: string | null;
  /** No success for STALE_AFTER_INTERVALS of its interval (since it was first seen, if it never succeeded), and not switched off. */
  stale: boolean;
};

const STORE = "jobs.status-store";

/**
 * Where runEvery writes each run (set at start, lib/startup.ts); without it, runs are not recorded.
 * The metrics read the jobs through the name they look under (lib/observability/metrics.ts: that
 * folder is imported by the store's, so it cannot import this one).
 */
export function setJobStatusStore(db: Kysely<Database> | undefined): void {
  setSingleton(STORE, db);
  setSingleton(METRICS_READER, db ? jobStatusesNow : undefined);
}

const METRICS_READER = "metrics.job-statuses";

/** Records one run, never failing the job: a store that cannot be written is logged. */
export function reportJobRun(run: JobRun): void {
  const db = peekSingleton<Kysely<Database>>(STORE);
  if (!db) return;
  recordJobRun(db, run).catch((error: unknown) =>
    getLogger().warn({ job: run.name, err: error instanceof Error ? error.message : String(error) }, "job status not recorded"),
  );
}

export async function recordJobRun(db: Kysely<Database>, run: JobRun): Promise<void> {
  const at = run.at.toISOString();
  const common = { interval_ms: Math.round(run.intervalMs), next_run_at: run.nextRunAt.toISOString(), holder: run.holder, switched_off_at: null };
  const outcome =
    run.outcome === "success" ? { last_success_at: at } : { last_failure_at: at, last_error: (run.error ?? "failed without a message").slice(0, 500) };
  await db
    .insertInto("job_runs")
    .values({ name: run.name, first_seen_at: at, ...common, ...outcome })
    .onConflict((oc) => oc.column("name").doUpdateSet({ ...common, ...outcome }))
    .execute();
}

/**
 * Marks the jobs this instance's configuration switches off (lib/startup.ts), where they have run
 * before: they stay listed, "switched off", and are not overdue. The job's next run on any instance
 * clears the mark. A job never seen gets no row.
 */
export async function markJobsSwitchedOff(db: Kysely<Database>, names: readonly string[], at: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .updateTable("job_runs")
    .set({ switched_off_at: at.toISOString(), next_run_at: null })
    .where("name", "in", [...names])
    .where("switched_off_at", "is", null)
    .execute();
}

export function isStale(
  row: { intervalMs: number; lastSuccessAt: string | null; firstSeenAt: string; switchedOffAt?: string | null },
  now: Date,
  intervals = STALE_AFTER_INTERVALS,
): boolean {
  if (row.switchedOffAt) return false;
  const since = Date.parse(row.lastSuccessAt ?? row.firstSeenAt);
  return now.getTime() - since > intervals * row.intervalMs;
}

/** Every job seen, by name. */
export async function listJobStatuses(db: Kysely<Database>, now: Date): Promise<JobStatus[]> {
  const rows = await db.selectFrom("job_runs").selectAll().orderBy("name").execute();
  return rows.map((r) => {
    const intervalMs = Number(r.interval_ms);
    return {
      name: r.name,
      intervalMs,
      lastSuccessAt: r.last_success_at,
      lastFailureAt: r.last_failure_at,
      lastError: r.last_error,
      nextRunAt: r.next_run_at,
      holder: r.holder,
      switchedOffAt: r.switched_off_at,
      stale: isStale({ intervalMs, lastSuccessAt: r.last_success_at, firstSeenAt: r.first_seen_at, switchedOffAt: r.switched_off_at }, now),
    };
  });
}

/** The jobs without a success for `intervals` of their interval at `now`, with how long (ms) since their last success (or since first seen). */
export async function overdueJobs(db: Kysely<Database>, now: Date, intervals: number): Promise<{ name: string; quietMs: number; intervalMs: number }[]> {
  const rows = await db.selectFrom("job_runs").selectAll().orderBy("name").execute();
  return rows
    .map((r) => ({
      name: r.name,
      intervalMs: Number(r.interval_ms),
      lastSuccessAt: r.last_success_at,
      firstSeenAt: r.first_seen_at,
      switchedOffAt: r.switched_off_at,
    }))
    .filter((r) => isStale(r, now, intervals))
    .map((r) => ({ name: r.name, intervalMs: r.intervalMs, quietMs: now.getTime() - Date.parse(r.lastSuccessAt ?? r.firstSeenAt) }));
}

/** The jobs as the metrics read them at a scrape: none before the store is set (or when it cannot be read). */
async function jobStatusesNow(): Promise<JobStatus[]> {
  const db = peekSingleton<Kysely<Database>>(STORE);
  return db ? listJobStatuses(db, new Date()).catch(() => []) : [];
}

/** For server components: the jobs from the process's store. */
export async function loadJobStatuses(): Promise<JobStatus[]> {
  const { getDb } = await import("@/lib/db");
  return listJobStatuses(await getDb(), new Date());
}
