/**
 * Every /api route file's path, as the `route` label of the request metrics. A label taken from
 * the raw path would grow with every new id or typo a caller sends; a path that matches none of
 * these is labelled `other`. `route-patterns.test.ts` checks the list against `app/api`.
 */
export const API_ROUTE_PATTERNS = [
  "/api/[...missing]",
  "/api/account/readiness",
  "/api/activity",
  "/api/activity/export",
  "/api/alerts",
  "/api/alerts/channels",
  "/api/alerts/channels/[channelId]",
  "/api/alerts/channels/[channelId]/test",
  "/api/alerts/firing",
  "/api/alerts/history",
  "/api/alerts/rules",
  "/api/alerts/rules/[ruleId]",
  "/api/alerts/rules/[ruleId]/acknowledgement",
  "/api/alerts/silences",
  "/api/alerts/silences/[silenceId]",
  "/api/asset/search",
  "/api/asset/unblock",
  "/api/assets",
  "/api/assets/export",
  "/api/assets/following",
  "/api/assets/funnel",
  "/api/assets/sync",
  "/api/assets/watchlist",
  "/api/attachments/image",
  // Inert unless RAMPART_BENCH_FLOOR=1 (the proxy bench's floor, outside the wrapper): a catch-all, so `other`.
  "/api/bench-floor/[...path]",
  "/api/console-users",
  "/api/console-users/[username]",
  "/api/exports/reports",
  "/api/healthchecks/assets/dead-asset-spike",
  "/api/healthchecks/detections/silent-configs",
  "/api/healthchecks/list",
  "/api/healthchecks/organization/missing-contact-url",
  "/api/healthchecks/reviewing/backlog",
  "/api/healthchecks/reviewing/old-proposals",
  "/api/healthchecks/takedowns/automation-off",
  "/api/healthchecks/takedowns/cancelled-count",
  "/api/healthchecks/takedowns/in-progress-volume",
  "/api/healthchecks/takedowns/stale-in-progress",
  "/api/healthchecks/takedowns/todo-volume",
  "/api/digests",
  "/api/digests/[digestId]",
  "/api/digests/[digestId]/preview",
  "/api/digests/[digestId]/send",
  "/api/filing/attachments",
  "/api/filing/check",
  "/api/filing/draft",
  "/api/filing/file",
  "/api/filing/parse",
  "/api/healthz",
  "/api/history/queues",
  "/api/history/review-budget",
  "/api/live",
  "/api/marks",
  "/api/marks/bulk",
  "/api/marks/bulk/[batchId]",
  "/api/marks/reports",
  "/api/metrics",
  "/api/notices",
  "/api/operations/queues/snapshot",
  "/api/outcomes",
  "/api/organization/asset-groups",
  "/api/organization/asset-groups/[groupId]",
  "/api/organization/brands",
  "/api/organization/assets",
  "/api/organization/assets/[assetId]",
  "/api/organization/proposals/[proposalId]/review",
  "/api/organization/reports",
  "/api/organization/reports/[reportId]",
  "/api/own-assets",
  "/api/saved-views",
  // Before [viewId], which would also match it.
  "/api/saved-views/default",
  "/api/saved-views/[viewId]",
  "/api/saved-views/[viewId]/pin",
  "/api/service-connection",
  "/api/session",
  "/api/session/everywhere",
  "/api/session/organization",
  "/api/session/password",
  "/api/session/sso",
  "/api/session/sso/callback",
  "/api/session/sso/settings",
  "/api/session/sso/test-mapping",
  "/api/session/wall",
  "/api/service/contract",
  "/api/service/key",
  "/api/service/webhook-config",
  "/api/service/webhook-secret",
  "/api/takedowns/list",
  "/api/triage/claims",
  "/api/triage/counts",
  "/api/triage/queue",
  "/api/triage/reviews",
  "/api/triage/reviews/bulk",
  "/api/triage/reviews/[reviewId]",
  "/api/user/me",
  "/api/user/me/update",
  "/api/wall-links",
  "/api/wall-links/[linkId]",
  "/api/webhooks/deliveries",
  "/api/webhooks/service",
] as const;

export const OTHER_ROUTE = "other";

// The catch-all answers every path no route does: its calls are what `other` counts.
const compiled = API_ROUTE_PATTERNS.filter((pattern) => !pattern.includes("[...")).map((pattern) => ({ pattern, segments: pattern.split("/") }));

/** `/api/organization/asset-groups/12` → `/api/organization/asset-groups/[groupId]`; no match → `other`. */
export function routeLabel(pathname: string): string {
  const segments = pathname.replace(/\/+$/, "").split("/");
  for (const { pattern, segments: expected } of compiled) {
    if (expected.length !== segments.length) continue;
    if (expected.every((part, i) => (part.startsWith("[") ? segments[i] !== "" : part === segments[i]))) return pattern;
  }
  return OTHER_ROUTE;
}
