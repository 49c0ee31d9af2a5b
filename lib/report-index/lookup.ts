import "server-only";
import type { Kysely } from "kysely";
import { type OrganizationScope, scopeOfStorageKey, slugOf, storageKeyOf } from "@/lib/contract/organization-scope";
import type { Report, ReportList } from "@/lib/contract/report";
import type { Database } from "@/lib/db/schema";
import type { ListReportsQuery } from "@/lib/upstream/reports";
import { backfillPercent, ensureSyncState, findIndexedReport, forgetReport, indexReports, readSyncState } from "./index-store";
import { narrowToReport } from "./narrow";

export type ListFn = (query: ListReportsQuery) => Promise<ReportList>;

export type LookupDeps = {
  db: Kysely<Database>;
  list: ListFn;
  now: () => Date;
  /**
   * Narrowing by date for a report the index has not reached (lib/report-index/narrow.ts): the
   * calls it may make, taken from the report index's per-minute budget. Without it, such a report
   * is "still indexing" until the backfill reaches it.
   */
  narrow?: { take: () => Promise<boolean>; maxCalls: number; begin?: () => Promise<void>; end?: () => Promise<void> };
};

/**
 * Why a report not indexed yet was not found by narrowing on dates: it says so to the reader.
 * `id`: the id asked for is not a whole number; `unordered`: the organization's ids are not whole
 * numbers in creation order; `budget`: the minute's calls are spent; `limit`: too many calls.
 */
export type NarrowingStop = "id" | "unordered" | "budget" | "limit";

export type LookupResult =
  | { kind: "found"; report: Report; organization: OrganizationScope; calls: number }
  /**
   * Not indexed yet and the backfill has not reached the end: `percent` of the organization is
   * indexed, `unwalked` of its reports (as the service last counted them) are still to walk.
   */
  | { kind: "indexing"; percent: number; unwalked: number | null; calls: number; narrowing?: NarrowingStop }
  | { kind: "missing"; calls: number };

/**
 * What a link may say of the report besides its id: its createdAt (`?report=ID&created=…`, on the
 * links the console makes). The list narrowed to a second (then a day) around it finds the report
 * in one or two calls whatever its id looks like: the documented `startDate` / `endDate` filters,
 * where the service has no operation for one report by id.
 */
export type LookupHint = { createdAt?: string | null };

const SECOND = 1000;
const DAY = 24 * 3_600_000;
const PAGE = 20;

// startDate / endDate are exclusive ("created after", "created before") and a service may read them
// to the second only, so the first window is a second either side of createdAt.
const secondWindow = (createdMs: number) => ({
  startDate: new Date(createdMs - SECOND).toISOString(),
  endDate: new Date(createdMs + SECOND).toISOString(),
});

// A service that reads the bounds as dates (day granularity) finds nothing in the second window.
const dayWindow = (createdMs: number) => {
  const day = Math.floor(createdMs / DAY) * DAY;
  return { startDate: new Date(day - SECOND).toISOString(), endDate: new Date(day + DAY + SECOND).toISOString() };
};

// Ids are opaque: compared by their text, so `?report=5132` finds 5132 and "5132" alike.
const findIn = (page: ReportList, id: string) => page.reports.find((r) => String(r.id) === id);

/**
 * One report by id (the v2 list has no operation for one). Known to the index, or with a
 * createdAt hint: one list call with a window around its createdAt, a second only when the first
 * does not hold it. Unknown: one call for the newest page (a report younger than the last poll),
 * narrowing by date where ids allow it, else "still indexing" or "no such report".
 */
export async function findReportById(deps: LookupDeps, wanted: string | number, requested: OrganizationScope, hint: LookupHint = {}): Promise<LookupResult> {
  const { db } = deps;
  const id = String(wanted);
  const indexed = await findIndexedReport(db, id);
  if (indexed) {
    const where = scopeOfStorageKey(indexed.organization);
    const found = await aroundCreatedAt(deps, id, where, Date.parse(indexed.createdAt));
    if (found.report) return { kind: "found", report: found.report, organization: where, calls: found.calls };
    // Indexed once, gone now (or moved out of its window): the index forgets it and the caller hears "no such report".
    await forgetReport(db, id);
    return { kind: "missing", calls: found.calls };
  }

  const narrow = deps.narrow;
  // The lookup goes first (the sync waits), and each of its calls, the newest page's too, comes out of the minute's budget.
  await narrow?.begin?.();
  try {
    const hinted = hint.createdAt ? Date.parse(hint.createdAt) : Number.NaN;
    if (Number.isFinite(hinted)) {
      const found = await aroundCreatedAt(deps, id, requested, hinted, narrow?.take);
      if (found.report) return { kind: "found", report: found.report, organization: requested, calls: found.calls };
      // Not where the link said (edited by hand, or the report is gone): the lookup without the hint.
      const rest = await notIndexed(deps, id, requested, narrow);
      return { ...rest, calls: rest.calls + found.calls };
    }
    return await notIndexed(deps, id, requested, narrow);
  } finally {
    await narrow?.end?.();
  }
}

/**
 * One list call with a window of a second either side of `created`, a second only when the first
 * does not hold the report (a crowded second: the next page; a service reading dates by the day:
 * the day's window). `take`, when given, is asked before each call (the minute's budget).
 */
async function aroundCreatedAt(
  deps: LookupDeps,
  id: string,
  where: OrganizationScope,
  created: number,
  take?: () => Promise<boolean>,
): Promise<{ report: Report | null; calls: number }> {
  const { db, list, now } = deps;
  const slug = slugOf(where);
  const organization = storageKeyOf(where);
  if (take && !(await take())) return { report: null, calls: 0 };
  const first = await list({ slug, limit: PAGE, ...secondWindow(created) });
  await indexReports(db, organization, first.reports, now());
  const hit = findIn(first, id);
  if (hit) return { report: hit, calls: 1 };
  if (take && !(await take())) return { report: null, calls: 1 };
  const second = await list(
    first.nextCursor !== null ? { slug, limit: PAGE, ...secondWindow(created), cursor: first.nextCursor } : { slug, limit: PAGE, ...dayWindow(created) },
  );
  await indexReports(db, organization, second.reports, now());
  return { report: findIn(second, id) ?? null, calls: 2 };
}

/** The reports of the organization the backfill has not walked yet, as the service last counted them; null before it started. */
const unwalkedOf = (state: Awaited<ReturnType<typeof readSyncState>>): number | null =>
  !state || state.backfill_started === 0 || state.total <= 0 ? null : Math.max(0, state.total - state.walked);

/** A report the index does not hold: the newest page (a report younger than the last poll), then narrowing by date when allowed. */
async function notIndexed(deps: LookupDeps, id: string, requested: OrganizationScope, narrow?: NonNullable<LookupDeps["narrow"]>): Promise<LookupResult> {
  const { db, list, now } = deps;
  const requestedOrganization = storageKeyOf(requested);
  if (narrow && !(await narrow.take())) {
    const state = await readSyncState(db, requestedOrganization);
    return { kind: "indexing", percent: backfillPercent(state), unwalked: unwalkedOf(state), calls: 0, narrowing: "budget" };
  }
  const newest = await list({ slug: slugOf(requested), limit: PAGE });
  await indexReports(db, requestedOrganization, newest.reports, now());
  const hit = findIn(newest, id);
  if (hit) return { kind: "found", report: hit, organization: requested, calls: 1 };
  await ensureSyncState(db, requestedOrganization);
  const state = await readSyncState(db, requestedOrganization);
  // Every report of the organization has been walked once: an id the index lacks does not exist.
  if (state?.backfill_done === 1 || newest.nextCursor === null) return { kind: "missing", calls: 1 };
  if (!narrow) return { kind: "indexing", percent: backfillPercent(state), unwalked: unwalkedOf(state), calls: 1 };

  const found = await narrowToReport(
    {
      list,
      organization: requested,
      take: narrow.take,
      maxCalls: narrow.maxCalls,
      onPage: async (reports) => void (await indexReports(db, requestedOrganization, reports, now())),
    },
    id,
    newest,
  );
  const calls = 1 + found.calls;
  if (found.kind === "found") return { kind: "found", report: found.report, organization: requested, calls };
  if (found.kind === "missing") return { kind: "missing", calls };
  const after = await readSyncState(db, requestedOrganization);
  const narrowing: NarrowingStop = found.kind === "unordered" ? (found.why === "id" ? "id" : "unordered") : found.why;
  return { kind: "indexing", percent: backfillPercent(after), unwalked: unwalkedOf(after), calls, narrowing };
}
