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

/** Why a report not indexed yet was not found by narrowing on dates: it says so to the reader. */
export type NarrowingStop = "unordered" | "budget" | "limit";

export type LookupResult =
  | { kind: "found"; report: Report; organization: OrganizationScope; calls: number }
  /** Not indexed yet and the backfill has not reached the end: `percent` of the organization is indexed. */
  | { kind: "indexing"; percent: number; calls: number; narrowing?: NarrowingStop }
  | { kind: "missing"; calls: number };

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
 * One report by id (the v2 list has no operation for one). Known to the index: one list call
 * with a window around its createdAt, a second only when the first does not hold it (a crowded
 * second: the next page; a service reading dates by the day: the day's window). Unknown: one call
 * for the newest page (a report younger than the last poll), else "still indexing" or "no such report".
 */
export async function findReportById(deps: LookupDeps, wanted: string | number, requested: OrganizationScope): Promise<LookupResult> {
  const { db, list, now } = deps;
  const id = String(wanted);
  const indexed = await findIndexedReport(db, id);
  if (indexed) {
    const where = scopeOfStorageKey(indexed.organization);
    const slug = slugOf(where);
    const created = Date.parse(indexed.createdAt);
    const first = await list({ slug, limit: PAGE, ...secondWindow(created) });
    await indexReports(db, indexed.organization, first.reports, now());
    const hit = findIn(first, id);
    if (hit) return { kind: "found", report: hit, organization: where, calls: 1 };
    const second = await list(
      first.nextCursor !== null ? { slug, limit: PAGE, ...secondWindow(created), cursor: first.nextCursor } : { slug, limit: PAGE, ...dayWindow(created) },
    );
    await indexReports(db, indexed.organization, second.reports, now());
    const again = findIn(second, id);
    if (again) return { kind: "found", report: again, organization: where, calls: 2 };
    // Indexed once, gone now (or moved out of its window): the index forgets it and the caller hears "no such report".
    await forgetReport(db, id);
    return { kind: "missing", calls: 2 };
  }

  if (!deps.narrow) return notIndexed(deps, id, requested);
  const narrow = deps.narrow;
  // The lookup goes first (the sync waits), and each of its calls, the newest page's too, comes out of the minute's budget.
  await narrow.begin?.();
  try {
    return await notIndexed(deps, id, requested, narrow);
  } finally {
    await narrow.end?.();
  }
}

/** A report the index does not hold: the newest page (a report younger than the last poll), then narrowing by date when allowed. */
async function notIndexed(deps: LookupDeps, id: string, requested: OrganizationScope, narrow?: NonNullable<LookupDeps["narrow"]>): Promise<LookupResult> {
  const { db, list, now } = deps;
  const requestedOrganization = storageKeyOf(requested);
  if (narrow && !(await narrow.take())) {
    const state = await readSyncState(db, requestedOrganization);
    return { kind: "indexing", percent: backfillPercent(state), calls: 0, narrowing: "budget" };
  }
  const newest = await list({ slug: slugOf(requested), limit: PAGE });
  await indexReports(db, requestedOrganization, newest.reports, now());
  const hit = findIn(newest, id);
  if (hit) return { kind: "found", report: hit, organization: requested, calls: 1 };
  await ensureSyncState(db, requestedOrganization);
  const state = await readSyncState(db, requestedOrganization);
  // Every report of the organization has been walked once: an id the index lacks does not exist.
  if (state?.backfill_done === 1 || newest.nextCursor === null) return { kind: "missing", calls: 1 };
  if (!narrow) return { kind: "indexing", percent: backfillPercent(state), calls: 1 };

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
  return { kind: "indexing", percent: backfillPercent(after), calls, narrowing: found.kind === "unordered" ? "unordered" : found.why };
}
