import "server-only";
import { withImagePaths } from "@/lib/attachments/signed-path";
import { getSessionSecret } from "@/lib/auth/session-secret";
import { afterAnswer } from "@/lib/bff/after-answer";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import type { ReportList } from "@/lib/contract/report";
import { freezeDeep, isFrozenDeep } from "@/lib/frozen-value";
import { reportIndexFeed } from "@/lib/report-index/feed";
import type { UpstreamClient } from "@/lib/upstream/client";
import { type ListReportsQuery, listReports } from "@/lib/upstream/reports";

/**
 * One page of the v2 list, as it comes (each attachment given its signed proxy address); once the
 * answer is out, the page teaches the report index where its reports are. A list is polled (an
 * open list refreshing, the /reports page loaded again), so an unchanged answer is not checked
 * anew (lib/upstream/checked-answers.ts), and brings the index nothing to write.
 */
export async function listReportsIndexed(
  upstream: UpstreamClient,
  query: ListReportsQuery,
  organization: OrganizationScope,
  requestId?: string,
): Promise<ReportList> {
  const page = await listReports(upstream, query, { reuseChecked: true, ...(requestId ? { requestId } : {}) });
  const feed = await reportIndexFeed(organization, page);
  if (feed) await afterAnswer(feed);
  const form = browserFormOf(page);
  // Reports left out (no id) are said on the page with the request id to quote (lib/format/not-sent.ts).
  return page.unreadable && requestId ? { ...form, requestId } : form;
}

/**
 * A page reused from the upstream client's memo is the same object each time, so its browser form
 * (signed and frozen, so that the route's JSON answer is written once: lib/frozen-value.ts) is too.
 */
const browserForms = new WeakMap<ReportList, { secret: string; form: ReportList }>();

function browserFormOf(page: ReportList): ReportList {
  const secret = getSessionSecret();
  const known = browserForms.get(page);
  if (known?.secret === secret) return known.form;
  const form = { ...page, reports: page.reports.map((report) => withImagePaths(report, secret)) };
  if (!isFrozenDeep(page)) return form;
  browserForms.set(page, { secret, form: freezeDeep(form) });
  return form;
}
