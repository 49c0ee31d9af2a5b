import "server-only";
import type { Kysely } from "kysely";
import { scopeOfStorageKey, slugOf } from "@/lib/contract/organization-scope";
import type { ReportList } from "@/lib/contract/report";
import type { Database } from "@/lib/db/schema";
import { holdLease, type JobLease } from "@/lib/jobs/lease";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { UpstreamError } from "@/lib/upstream/errors";
import { syncHeldOff, takeCall } from "./call-ledger";
import { ensureSyncState, indexReports, isoOrNull, readSyncStates, type SyncState, writeSyncState } from "./index-store";
import type { ListFn } from "./lookup";

export const REPORT_INDEX_LEASE = "report-index-sync";
/** The documented polling interval for new reports is 5 to 10 minutes. */
export const POLL_INTERVAL_MS = 5 * 60_000;
const LEASE_TTL_MS = 60_000;
const IDLE_TICK_MS = 15_000;
const PAGE = 20;
const SECOND = 1000;
const LAST_CALL_KEY = "report-index:last-call";

export type SyncDeps = {
  db: Kysely<Database>;
  list: ListFn;
  now: () => Date;
  /** Upstream calls per minute; the sync waits 60 s / rate between two calls, whoever holds the lease. */
  ratePerMinute: number;
};

/** `pending`: there is work the rate did not allow yet. */
export type TickResult = { held: boolean; call: "poll" | "backfill" | null; pending?: boolean; organization?: string; indexed?: number };

type Work = { kind: "poll" | "backfill"; state: SyncState };

/** What to do next: a due poll of new reports first (they are what readers open), else a backfill page. */
function nextWork(states: SyncState[], now: Date): Work | null {
  for (const state of states) {
    if (state.backfill_started === 1 && state.high_water !== null) {
      const due = state.poll_cursor !== null || state.last_poll_at === null || now.getTime() - Date.parse(state.last_poll_at) >= POLL_INTERVAL_MS;
      if (due) return { kind: "poll", state };
    }
  }
  const backfill = states.find((s) => s.backfill_done === 0);
  return backfill ? { kind: "backfill", state: backfill } : null;
}

/** The rate limit, kept in the store so that a new lease holder does not call sooner than the last one allows. */
async function takeCallSlot(db: Kysely<Database>, now: Date, ratePerMinute: number): Promise<boolean> {
  if (ratePerMinute <= 0) return false;
  const spacing = 60_000 / ratePerMinute;
  const row = await db.selectFrom("console_state").select("value").where("key", "=", LAST_CALL_KEY).executeTakeFirst();
  if (row && now.getTime() - Date.parse(row.value) < spacing) return false;
  // A lookup narrowing by date goes first, and its calls count in the same minute (lib/report-index/call-ledger.ts).
  if (await syncHeldOff(db, now)) return false;
  if (!(await takeCall(db, now, ratePerMinute))) return false;
  await db
    .insertInto("console_state")
    .values({ key: LAST_CALL_KEY, value: now.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: now.toISOString() }))
    .execute();
  return true;
}

const newestOf = (page: ReportList): string | null =>
  page.reports.reduce<string | null>((max, r) => {
    const at = isoOrNull(r.createdAt);
    return at !== null && (max === null || at > max) ? at : max;
  }, null);
const oldestOf = (page: ReportList): string | null =>
  page.reports.reduce<string | null>((min, r) => {
    const at = isoOrNull(r.createdAt);
    return at !== null && (min === null || at < min) ? at : min;
  }, null);
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const refusedCursor = (error: unknown) => error instanceof UpstreamError && error.kind === "http" && error.status === 400;

/** New reports since the high water mark, newest first, page by page (the cursor survives a restart). */
async function poll(deps: SyncDeps, state: SyncState, now: Date): Promise<number> {
  const { db, list } = deps;
  const org = state.organization;
  const query = { slug: slugOf(scopeOfStorageKey(org)), limit: PAGE, startDate: shift(state.high_water!, -SECOND) };
  let page: ReportList;
  try {
    page = await list(state.poll_cursor === null ? query : { ...query, cursor: state.poll_cursor });
  } catch (error) {
    if (refusedCursor(error) && state.poll_cursor !== null) await writeSyncState(db, org, { poll_cursor: null, poll_top: null });
    throw error;
  }
  const indexed = await indexReports(db, org, page.reports, now);
  const top = [state.poll_top, newestOf(page), state.high_water]
    .filter((v): v is string => v !== null)
    .sort()
    .at(-1)!;
  if (page.nextCursor === null) {
    await writeSyncState(db, org, { high_water: top, poll_cursor: null, poll_top: null, last_poll_at: now.toISOString() });
  } else {
    await writeSyncState(db, org, { poll_cursor: page.nextCursor, poll_top: top });
  }
  return indexed;
}

/** One page further back in time; resumes from the stored cursor, or from the frontier when the cursor is refused. */
async function backfill(deps: SyncDeps, state: SyncState, now: Date): Promise<number> {
  const { db, list } = deps;
  const org = state.organization;
  const query = { slug: slugOf(scopeOfStorageKey(org)), limit: PAGE, ...(state.backfill_end ? { endDate: shift(state.backfill_end, SECOND) } : {}) };
  let page: ReportList;
  try {
    page = await list(state.backfill_cursor === null ? query : { ...query, cursor: state.backfill_cursor });
  } catch (error) {
    // A cursor the service no longer accepts (expired, or a restart of the service): go on from the oldest report walked.
    if (refusedCursor(error) && state.backfill_cursor !== null) await writeSyncState(db, org, { backfill_cursor: null, backfill_end: state.frontier });
    throw error;
  }
  const indexed = await indexReports(db, org, page.reports, now);
  const oldest = oldestOf(page);
  const first = state.backfill_started === 0;
  await writeSyncState(db, org, {
    backfill_started: 1,
    backfill_cursor: page.nextCursor,
    backfill_done: page.nextCursor === null ? 1 : 0,
    walked: state.walked + page.reports.length,
    // The first page's totalCount is the whole organization; a resumed walk's is only what is left.
    total: first && !state.backfill_end && page.totalCount !== null ? page.totalCount : Math.max(state.total, state.walked + page.reports.length),
    frontier: oldest !== null && (state.frontier === null || oldest < state.frontier) ? oldest : state.frontier,
    ...(first && state.high_water === null ? { high_water: newestOf(page) ?? now.toISOString(), last_poll_at: now.toISOString() } : {}),
  });
  return indexed;
}

/**
 * One tick: only the lease holder works, and it makes at most one upstream call, and only when the
 * rate allows it. Several instances tick; the lease row makes exactly one of them sync.
 */
export async function syncTick(deps: SyncDeps, holder: string): Promise<TickResult> {
  const now = deps.now();
  const held = await holdLease(syncLease(deps), holder, now);
  if (!held) return { held, call: null };
  return { held, ...(await syncOnce(deps, now)) };
}

const syncLease = (deps: SyncDeps): JobLease => ({ db: deps.db, name: REPORT_INDEX_LEASE, ttlMs: LEASE_TTL_MS });

/** The lease holder's work: at most one upstream call, when the rate allows it. */
async function syncOnce(deps: SyncDeps, now: Date): Promise<Omit<TickResult, "held">> {
  await ensureSyncState(deps.db, "");
  const work = nextWork(await readSyncStates(deps.db), now);
  if (!work) return { call: null };
  if (!(await takeCallSlot(deps.db, now, deps.ratePerMinute))) return { call: null, pending: true };
  const indexed = work.kind === "poll" ? await poll(deps, work.state, now) : await backfill(deps, work.state, now);
  return { call: work.kind, organization: work.state.organization, indexed };
}

/** The job's name on /health and in the metrics. */
export const REPORT_INDEX_JOB_NAME = "report index sync";

/** Starts this instance's sync loop: a call every 60 s / rate while there is work, a cheap look every 15 s otherwise. */
export function startReportIndexSync(deps: SyncDeps): Job | null {
  if (deps.ratePerMinute <= 0) return null;
  const busyMs = Math.max(20, Math.ceil(60_000 / deps.ratePerMinute));
  return runEvery({
    name: REPORT_INDEX_JOB_NAME,
    first: 3_000,
    // Not held, failed, or nothing to do: look again later.
    interval: (last) => (last?.call || last?.pending ? busyMs : IDLE_TICK_MS),
    lease: syncLease(deps),
    now: deps.now,
    tick: () => syncOnce(deps, deps.now()),
  });
}
