import "server-only";
import { type OrganizationScope, slugOf } from "@/lib/contract/organization-scope";
import type { Report, ReportList } from "@/lib/contract/report";
import type { ListFn } from "./lookup";

/**
 * A report by id before the index has reached it, for a service whose ids happen to be whole
 * numbers that grow with creation time. The spec does not promise it (ids are opaque), so the
 * newest page and every answer after it are checked, and a page that contradicts it stops the search. The list is newest first
 * under `endDate`: a probe at time t returns the 20 reports created just before t, whose ids say
 * whether the wanted one is newer or older. Probes interpolate between the ids seen (a bisection
 * step whenever that did not halve the span), so an organization of 200,000 reports takes a few
 * calls, not the backfill's 10,000.
 */

export type NarrowDeps = {
  list: ListFn;
  organization: OrganizationScope;
  /** Waits for room for one more call in the minute's budget; false when none comes in time. */
  take: () => Promise<boolean>;
  /** Every page seen (the caller indexes it). */
  onPage: (reports: readonly Report[]) => Promise<void>;
  maxCalls: number;
};

export type NarrowOutcome =
  | { kind: "found"; report: Report; calls: number }
  | { kind: "missing"; calls: number }
  /**
   * Dates cannot narrow the search: the id asked for is not a whole number (`id`), or the
   * organization's ids are not whole numbers in creation order (`service`).
   */
  | { kind: "unordered"; calls: number; why: "id" | "service" }
  /** Stopped: the minute's calls are spent (`budget`) or the search took too many (`limit`). */
  | { kind: "gave-up"; calls: number; why: "budget" | "limit" };

type Point = { id: number; t: number };

const SECOND = 1000;
const PAGE = 20;
/** Without a second point yet: one report a minute, until the newest page tells better. */
const FALLBACK_IDS_PER_MS = 1 / 60_000;

/** A whole-number id (a number, or its digits as text), else null: such ids can be compared. */
export function wholeId(id: unknown): number | null {
  const text = String(id);
  if (!/^(0|[1-9]\d{0,14})$/.test(text)) return null;
  return Number(text);
}

/** The page as points, or null when an id is not whole or a createdAt does not parse. */
function pointsOf(page: ReportList): Point[] | null {
  const points: Point[] = [];
  for (const report of page.reports) {
    const id = wholeId(report.id);
    const t = Date.parse(report.createdAt ?? "");
    if (id === null || !Number.isFinite(t)) return null;
    points.push({ id, t });
  }
  return points;
}

/** Ids grow with creation time across these points (ties in time tell nothing). */
function growsWithTime(points: Point[]): boolean {
  const byTime = [...points].sort((a, b) => a.t - b.t);
  for (let i = 1; i < byTime.length; i++) {
    if (byTime[i]!.t > byTime[i - 1]!.t && byTime[i]!.id <= byTime[i - 1]!.id) return false;
  }
  return true;
}

const newestOf = (points: Point[]) => points.reduce((a, b) => (b.id > a.id ? b : a));
const oldestOf = (points: Point[]) => points.reduce((a, b) => (b.id < a.id ? b : a));

/** `newest`: the organization's newest page (already asked for, and not holding the report). */
export async function narrowToReport(deps: NarrowDeps, id: string, newest: ReportList): Promise<NarrowOutcome> {
  const wanted = wholeId(id);
  const first = pointsOf(newest);
  if (first === null || !growsWithTime(first)) return { kind: "unordered", calls: 0, why: "service" };
  if (wanted === null) return { kind: "unordered", calls: 0, why: "id" };
  if (first.length === 0) return { kind: "missing", calls: 0 };
  const top = newestOf(first);
  const hi = oldestOf(first);
  // Newer than the newest page's oldest yet not on it: deleted, or not created yet.
  if (wanted >= hi.id || wanted > top.id) return { kind: "missing", calls: 0 };

  /** The report, if it exists, was created after loT and before hiT; loId / hiId: ids of reports at those times. */
  let hiT = hi.t;
  let hiId = hi.id;
  let loT = Number.NEGATIVE_INFINITY;
  let loId: number | null = null;
  let bisect = false;
  let lastSpan = Number.POSITIVE_INFINITY;
  /** The span is down to a second or two (or a page did not reach back past it): walk it by the cursor. */
  let follow: { endDate: string; startDate?: string; cursor: string | null } | null = null;
  let calls = 0;

  while (calls < deps.maxCalls) {
    let query: Parameters<ListFn>[0];
    let endMs: number;
    if (follow) {
      query = {
        slug: slugOf(deps.organization),
        limit: PAGE,
        endDate: follow.endDate,
        ...(follow.startDate ? { startDate: follow.startDate } : {}),
        ...(follow.cursor ? { cursor: follow.cursor } : {}),
      };
      endMs = Date.parse(follow.endDate);
    } else {
      let probe: number;
      if (loId !== null) {
        probe = bisect ? (loT + hiT) / 2 : loT + ((wanted - loId) / (hiId - loId)) * (hiT - loT);
      } else if (Number.isFinite(loT)) {
        // Only a time known to be before every report (an empty page): halve the span.
        probe = (loT + hiT) / 2;
      } else {
        // Nothing older seen yet: reach back as far as the pace between the newest report and hi says.
        const pace = top.t > hiT ? (top.id - hiId) / (top.t - hiT) : FALLBACK_IDS_PER_MS;
        probe = hiT - (hiId - wanted) / pace;
      }
      probe = Math.min(Math.max(probe, loT + 1), hiT);
      // endDate is exclusive and may be read to the second: a second past the probe holds it.
      endMs = Math.ceil(probe / SECOND) * SECOND + SECOND;
      query = {
        slug: slugOf(deps.organization),
        limit: PAGE,
        endDate: new Date(endMs).toISOString(),
        ...(Number.isFinite(loT) ? { startDate: new Date(loT - SECOND).toISOString() } : {}),
      };
    }
    if (!(await deps.take())) return { kind: "gave-up", calls, why: "budget" };
    const page = await deps.list(query);
    calls += 1;
    await deps.onPage(page.reports);
    const hit = page.reports.find((r) => String(r.id) === id);
    if (hit) return { kind: "found", report: hit, calls };
    const points = pointsOf(page);
    if (points === null || !growsWithTime(points)) return { kind: "unordered", calls, why: "service" };
    const walking = follow !== null;
    follow = null;
    if (points.length === 0) {
      if (walking) return { kind: "missing", calls };
      // Nothing created between loT and endDate (read to the second at worst): the report, if any, is newer.
      loT = Math.max(loT, endMs - 2 * SECOND);
    } else {
      const newer = newestOf(points);
      const older = oldestOf(points);
      if (wanted > newer.id) {
        if (walking) return { kind: "missing", calls };
        // The newest report under endDate is older than the one wanted: that one came after endDate.
        loT = Math.max(newer.t, endMs - 2 * SECOND);
        loId = newer.id;
      } else if (wanted < older.id) {
        hiT = older.t;
        hiId = older.id;
        if (page.nextCursor === null) return { kind: "missing", calls };
        // A page within a second or two (of itself, or of the probe) is crowded: dates cannot split it, its cursor goes on.
        if (walking || older.t >= endMs - 2 * SECOND || newer.t - older.t < 2 * SECOND)
          follow = { endDate: query.endDate!, ...(query.startDate ? { startDate: query.startDate } : {}), cursor: page.nextCursor };
      } else {
        // Between two reports of one page, not on it: no such report.
        return { kind: "missing", calls };
      }
    }
    if (loId !== null && hiId - loId <= 1) return { kind: "missing", calls };
    if (!follow && hiT - loT <= 2 * SECOND) {
      // Down to a second or two: the reports just under hi, by the cursor from here.
      follow = { endDate: new Date(Math.ceil(hiT / SECOND) * SECOND + SECOND).toISOString(), startDate: new Date(loT - SECOND).toISOString(), cursor: null };
    }
    const span = hiT - loT;
    // Interpolation that did not halve the span: a plain bisection next (keeps the worst case logarithmic).
    bisect = loId !== null && span > lastSpan / 2 && !bisect;
    lastSpan = span;
  }
  return { kind: "gave-up", calls, why: "limit" };
}
