/**
 * The caches a polled list request passes on the console's side (docs/architecture.md, "The polled
 * path's caches", where each one's saving, invariant and figure are written). One list, so a new
 * cache on that path is added here and in that table, or the test beside this file fails.
 */
export const POLLED_PATH_CACHES = [
  { name: "seal cache", module: "lib/auth/session.ts" },
  { name: "prepared reads", module: "lib/db/prepared-read.ts" },
  { name: "checked-answer memo", module: "lib/upstream/checked-answers.ts" },
  { name: "query memo", module: "lib/bff/query-memo.ts" },
  { name: "frozen bodies", module: "lib/frozen-value.ts" },
  { name: "signed-form WeakMap", module: "lib/reports/report-list.ts" },
  { name: "index-feed memo", module: "lib/report-index/feed.ts" },
  { name: "the transport", module: "lib/upstream/node-http-fetch.ts" },
] as const;
