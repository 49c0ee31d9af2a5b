import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { overdueJobs, STALE_AFTER_INTERVALS } from "./job-status";
import { type Job, runEvery } from "./run-every";

export const HEARTBEAT_JOB = "heartbeat";

export type HeartbeatDeps = {
  db: Kysely<Database>;
  url: string;
  everyMs: number;
  holder: string;
  now?: () => Date;
  /** The call to the monitor (tests pass their own); answers its HTTP status. */
  call?: (url: string) => Promise<number>;
};

async function get(url: string): Promise<number> {
  const response = await fetch(url, { method: "GET", redirect: "follow", signal: AbortSignal.timeout(10_000) });
  await response.body?.cancel();
  return response.status;
}

/**
 * One heartbeat: the monitor is called only while no background job is overdue (no success for
 * three of its intervals: lib/jobs/job-status.ts), so its silence says the console died or
 * stalled. Holding it back is a failure of this job, with the jobs that held it back as the reason
 * (on /health).
 */
export async function heartbeatTick(deps: HeartbeatDeps): Promise<string> {
  const now = (deps.now ?? (() => new Date()))();
  const overdue = (await overdueJobs(deps.db, now, STALE_AFTER_INTERVALS)).filter((j) => j.name !== HEARTBEAT_JOB);
  if (overdue.length > 0) throw new Error(`held back: ${overdue.map((j) => j.name).join(", ")} overdue`);
  const status = await (deps.call ?? get)(deps.url);
  if (status < 200 || status >= 300) throw new Error(`the monitor answered HTTP ${status}`);
  return `HTTP ${status}`;
}

/** The heartbeat job: one instance (under a lease) calls the monitor every `everyMs`. */
export function startHeartbeat(deps: HeartbeatDeps): Job {
  return runEvery({
    name: HEARTBEAT_JOB,
    interval: deps.everyMs,
    first: Math.min(deps.everyMs, 30_000),
    lease: { db: deps.db, name: HEARTBEAT_JOB, ttlMs: Math.max(3 * deps.everyMs, 30_000) },
    holder: deps.holder,
    tick: () => heartbeatTick(deps),
  });
}
