import "server-only";
import { withImagePaths } from "@/lib/attachments/signed-path";
import { ApiError } from "@/lib/bff/errors";
import { type OrganizationScope, slugOf } from "@/lib/contract/organization-scope";
import type { ReportById } from "@/lib/contract/report";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { holdSyncUntil, nextCallAt, takeCall } from "@/lib/report-index/call-ledger";
import { findReportById, type LookupDeps, type NarrowingStop } from "@/lib/report-index/lookup";
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

const INDEXING_WORDS: Record<NarrowingStop | "none", (id: string) => string> = {
  none: (id) => `the console has not reached report #${id} among the organization's reports yet.`,
  unordered: (id) =>
    `this organization's report ids are not numbers that grow with time, so the console cannot narrow the search for report #${id} by date; it opens once the index reaches it.`,
  budget: (id) =>
    `the console's calls to the service for this minute are spent, so report #${id} could not be looked up by date yet; the console asks again shortly, and it opens at the latest once the index reaches it.`,
  limit: (id) => `a search by date did not find report #${id} within ${NARROW_MAX_CALLS} calls; it opens once the index reaches it.`,
};

/** The route's call: a report by id, or a 404 saying whether the index is still being built. */
export async function getReportById(upstream: UpstreamClient, id: string, organization: OrganizationScope): Promise<ReportById> {
  const db = await getDb();
  const result = await findReportById(
    { db, list: (query) => listReports(upstream, query), now: () => new Date(), narrow: narrowingBudget(db) },
    id,
    organization,
  );
  if (result.kind === "found") {
    return { report: withImagePaths(result.report), organization: slugOf(result.organization) ?? null };
  }
  if (result.kind === "indexing") {
    throw new ApiError(404, REPORT_INDEXING, `Still indexing, ${result.percent} %: ${INDEXING_WORDS[result.narrowing ?? "none"](id)}`);
  }
  throw new ApiError(404, REPORT_NOT_FOUND, `The organization has no report #${id}.`);
}
