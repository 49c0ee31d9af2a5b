import "server-only";
import type { Kysely } from "kysely";
import { pruneSessionRecords } from "@/lib/auth/session-records";
import type { Database } from "@/lib/db/schema";
import { holdLease, type JobLease } from "@/lib/jobs/lease";
import { type Job, runEvery } from "@/lib/jobs/run-every";

export const RETENTION_LEASE = "audit-retention";
export const RETENTION_INTERVAL_MS = 60 * 60_000;
const LEASE_TTL_MS = 2 * RETENTION_INTERVAL_MS;
/** Ended or expired session records are kept this long (for a look after an incident), then deleted. */
const SESSION_RECORD_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export type RetentionDeps = { db: Kysely<Database>; retentionDays: number; now: () => Date };

/**
 * One pass of the retention job: only the lease holder prunes (several instances each run passes).
 * Deletes audit events older than AUDIT_RETENTION_DAYS and stale session records.
 */
export async function retentionTick(deps: RetentionDeps, holder: string): Promise<{ held: boolean; auditEvents: number; sessions: number }> {
  const now = deps.now();
  const held = await holdLease(retentionLease(deps), holder, now);
  if (!held) return { held, auditEvents: 0, sessions: 0 };
  return { held, ...(await prune(deps, now)) };
}

const retentionLease = (deps: RetentionDeps): JobLease => ({ db: deps.db, name: RETENTION_LEASE, ttlMs: LEASE_TTL_MS });

async function prune(deps: RetentionDeps, now: Date): Promise<{ auditEvents: number; sessions: number }> {
  const cutoff = new Date(now.getTime() - deps.retentionDays * DAY_MS).toISOString();
  const deleted = await deps.db.deleteFrom("audit_events").where("occurred_at", "<", cutoff).executeTakeFirst();
  const sessions = await pruneSessionRecords(deps.db, new Date(now.getTime() - SESSION_RECORD_DAYS * DAY_MS));
  return { auditEvents: Number(deleted.numDeletedRows), sessions };
}

/** Starts this instance's retention passes (hourly; the first soon after start). */
export function startRetention(deps: RetentionDeps): Job {
  return runEvery({
    name: "audit retention",
    first: 30_000,
    interval: RETENTION_INTERVAL_MS,
    lease: retentionLease(deps),
    now: deps.now,
    tick: () => prune(deps, deps.now()),
  });
}
