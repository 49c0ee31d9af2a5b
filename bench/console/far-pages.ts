// The pages the far-service bench loads. Adding a page is one row: where it is, what marks its
// main content, and how many sequential upstream round trips it may wait for, warm (issue 19).

export type FarPage = {
  /** Address of the page; `{reportId}` is replaced by a report beyond the list's first page. */
  path: string;
  /** CSS selector that matches once the page's main content is shown (`:has()` works: Chromium). */
  marker: string;
  /** Most sequential upstream round trips before the content, warm. */
  warmRoundTrips: number;
  /** What must not answer 404 for the row to run (default: the page itself); else it is skipped as not built yet. */
  requires?: string;
  /** Why the target is what it is, when not obvious. */
  why?: string;
};

export const FAR_PAGES: readonly FarPage[] = [
  { path: "/reports", marker: '[data-testid="report-row"]', warmRoundTrips: 1 },
  {
    path: "/reports?report={reportId}",
    marker: '[data-testid="report-detail"]',
    warmRoundTrips: 2,
    requires: "/api/organization/reports/{reportId}",
    why: "a report not among the list's first page, opened by its address",
  },
  { path: "/triage", marker: '[data-testid="queue-item"]', warmRoundTrips: 1, why: "its queue cache" },
  {
    path: "/health",
    // Every check's card graded: cards shown and none still running.
    marker: 'body:has([data-testid^="health-card-"]):not(:has([data-testid="summary-running"]))',
    warmRoundTrips: 2,
    why: "the registry, then every check in parallel",
  },
  { path: "/queues", marker: '[data-testid^="figure-"]', warmRoundTrips: 1 },
  { path: "/takedowns", marker: '[data-testid="takedown-row"]', warmRoundTrips: 1 },
];

/** The page's address with its placeholders filled. */
export function fillPath(template: string, values: { reportId: string }): string {
  return template.replaceAll("{reportId}", encodeURIComponent(values.reportId));
}
