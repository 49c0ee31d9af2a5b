// Where a report-list request spends its time, per bench case, straight on the store (no HTTP):
// cold = the filter's match list computed (result cache emptied first), warm = the same page
// again from the cached match list, children = the page's proposals/assets/scans… loaded
// (bundle cache emptied first), cached = the same from the bundle cache, json = presenting and
// serializing the page. With --plan, the match-list query plan. Dev tool, not a bench (medians of REPEAT runs, default 5):
//   npx tsx --conditions=react-server bench/embedded-service/profile-list.ts <db file> [--plan] [--skip=<text>] [label filter]
import "server-only";
import { reportListQuerySchema, searchParamsToRecord } from "@/lib/contract/report-list-request";
import { presentReport } from "@/lib/embedded-service/present";
import { openServiceDatabase } from "@/lib/embedded-service/store/open";
import { buildReportFilter } from "@/lib/embedded-service/store/report-filters";
import { listReports } from "@/lib/embedded-service/store/report-list";
import { clearReportBundles, loadReportBundles } from "@/lib/embedded-service/store/report-loader";
import { clearMatchingReports } from "@/lib/embedded-service/store/report-result-cache";
import { percentile } from "../lib/stats";
import { LIST_CASES } from "./list-cases";

const [dbPath, ...rest] = process.argv.slice(2);
if (!dbPath) throw new Error("usage: profile-list.ts <db file> [--plan] [--skip=<text>] [label filter]");
const showPlan = rest.includes("--plan");
const only = rest.find((a) => !a.startsWith("--"));
const skip = rest.find((a) => a.startsWith("--skip="))?.slice("--skip=".length);
const repeat = Number(process.env.REPEAT ?? 5);
const db = openServiceDatabase(dbPath);

function median<T>(run: () => T, before?: () => void): { ms: number; result: T } {
  const samples: number[] = [];
  let result!: T;
  for (let i = 0; i < repeat; i++) {
    before?.();
    const start = performance.now();
    result = run();
    samples.push(performance.now() - start);
  }
  return { ms: percentile(samples, 50), result };
}

const f = (ms: number) => ms.toFixed(2).padStart(9);
console.log(`${"case".padEnd(44)} ${["cold", "warm", "children", "cached", "json"].map((h) => h.padStart(9)).join(" ")}  matches`);
for (const c of LIST_CASES) {
  if ((only && !c.label.includes(only)) || (skip && c.label.includes(skip))) continue;
  const params = new URLSearchParams(`limit=20${c.query ? `&${c.query}` : ""}`);
  params.delete("slug");
  const query = reportListQuerySchema.parse(searchParamsToRecord(params));
  const cold = median(
    () => listReports(db, 1, query),
    () => clearMatchingReports(db),
  );
  const warm = median(() => listReports(db, 1, query));
  const children = median(
    () => loadReportBundles(db, warm.result.rows),
    () => clearReportBundles(db),
  );
  const cachedChildren = median(() => loadReportBundles(db, warm.result.rows));
  const json = median(() => JSON.stringify(children.result.map((b) => presentReport("standard", b))).length);
  console.log(`${c.label.padEnd(44)} ${[cold, warm, children, cachedChildren, json].map((t) => f(t.ms)).join(" ")}  ${warm.result.totalCount}`);
  if (showPlan) {
    const filter = buildReportFilter(db, query, 1);
    const sql = `SELECT r.id FROM reports r INDEXED BY reports_list_scan WHERE ${filter.where} ORDER BY r.created_at DESC, r.id DESC`;
    for (const row of db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...filter.params) as { detail: string }[]) console.log(`    ${row.detail}`);
  }
}
db.close();
