import "server-only";
import { withImagePaths } from "@/lib/attachments/signed-path";
import { ApiError } from "@/lib/bff/errors";
import { type OrganizationScope, slugOf } from "@/lib/contract/organization-scope";
import type { ReportById } from "@/lib/contract/report";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { formatCount, plural } from "@/lib/format";
import { holdSyncUntil, nextCallAt, takeCall } from "@/lib/report-index/call-ledger";
import { findReportById, type LookupDeps, type LookupHint, type NarrowingStop } from "@/lib/report-index/lookup";
import type { UpstreamClient } from "@/lib/upstream/client";
import { listReports } from "@/lib/upstream/reports";

/** What GET /api/organization/reports/:reportId answers. */
export type { ReportById };

/** Error codes of a report the console cannot show; the /reports panel words each one. */
export const REPORT_INDEXING = "REPORT_INDEXING";
export const REPORT_NOT_FOUND = "REPORT_NOT_FOUND";

/** A lookup narrowing by date makes at most this many calls, and waits at most this long for room in the minute's budget. */
const NARROW_MAX_CALLS = 24;
const NARROW_WAIT_MS = 10_000;

/**
 * The narrowing's calls come out of REPORT_INDEX_RATE, the report index's calls a minute, shared
 * with the sync (lib/report-index/call-ledger.ts); the sync waits while a lookup narrows. With the
 * sync off on this instance (rate 0), a lookup narrows at the documented default of 30.
 */
function narrowingBudget(db: LookupDeps["db"]): NonNullable<LookupDeps["narrow"]> {
  const rate = getEnv().REPORT_INDEX_RATE || 30;
  const deadline = Date.now() + NARROW_WAIT_MS;
  return {
    maxCalls: NARROW_MAX_CALLS,
    begin: () => holdSyncUntil(db, new Date(deadline + 5_000)),
    end: () => holdSyncUntil(db, null),
    take: async () => {
      for (;;) {
        const now = new Date();
        if (await takeCall(db, now, rate)) return true;
        const at = await nextCallAt(db, now, rate);
        if (at > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, Math.max(10, at - Date.now())));
      }
    },
  };
}

const WHY_NOT_YET: Record<NarrowingStop | "none", (id: string) => string> = {
  none: (id) => `the console has not reached report #${id} among the organization's reports yet.`,
  id: (id) => `the organization's newest report ids are whole numbers and "${id}" is not one, so the console cannot narrow the search for it by date.`,
  unordered: (id) =>
    `the organization's report ids do not follow the order in which its reports were created, so the console cannot narrow the search for report #${id} by date.`,
  budget: (id) => `the console's calls to the service for this minute are spent, so report #${id} could not be looked up yet; the console asks again shortly.`,
  limit: (id) => `a search by date did not find report #${id} within ${NARROW_MAX_CALLS} calls.`,
};

/**
 * The words of a "still indexing" answer: why the report was not found yet, and when the index
 * reaches it at the latest, from the reports it has still to walk (20 a call) at `ratePerMinute`.
 * The walk goes newest first, so an old report is among the last; others share the rate, so it is
 * an estimate ("about").
 */
export function indexingMessage(id: string, result: { percent: number; unwalked: number | null; narrowing?: NarrowingStop }, ratePerMinute: number): string {
  const why = WHY_NOT_YET[result.narrowing ?? "none"](id);
  const head = `Still indexing, ${result.percent} %: ${why}`;
  if (result.unwalked === null || ratePerMinute <= 0) return `${head} It opens once the index reaches it.`;
  const minutes = Math.max(1, Math.ceil(Math.ceil(result.unwalked / 20) / ratePerMinute));
  return `${head} It opens once the index reaches it, within about ${plural(minutes, "minute")} (${formatCount(result.unwalked)} ${
    result.unwalked === 1 ? "report" : "reports"
  } left to index, ${formatCount(ratePerMinute)} calls to the service a minute).`;
}

/** The route's call: a report by id, or a 404 saying whether the index is still being built. */
export async function getReportById(upstream: UpstreamClient, id: string, organization: OrganizationScope, hint: LookupHint = {}): Promise<ReportById> {
  const db = await getDb();
  const result = await findReportById(
    { db, list: (query) => listReports(upstream, query), now: () => new Date(), narrow: narrowingBudget(db) },
    id,
    organization,
    hint,
  );
  if (result.kind === "found") {
    return { report: withImagePaths(result.report), organization: slugOf(result.organization) ?? null };
  }
  if (result.kind === "indexing") {
    throw new ApiError(404, REPORT_INDEXING, indexingMessage(id, result, getEnv().REPORT_INDEX_RATE));
  }
  throw new ApiError(404, REPORT_NOT_FOUND, `The organization has no report #${id}.`);
}
