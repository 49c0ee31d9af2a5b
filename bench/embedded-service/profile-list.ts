// Where a report-list request spends its time, per bench case, straight on the store (no HTTP):
// the filter's COUNT, the page query, the children loading, presenting + JSON. With --plan, the
// query plans too. Dev tool, not a bench:
//   npx tsx --conditions=react-server bench/embedded-service/profile-list.ts <db file> [--plan] [--skip=<text>] [label filter]
import "server-only";
import BetterSqlite3 from "better-sqlite3";
import { reportListQuerySchema, searchParamsToRecord } from "@/lib/contract/report-list-request";
import { presentReport } from "@/lib/embedded-service/present";
import { buildReportFilter } from "@/lib/embedded-service/store/report-filters";
import { loadReportBundles, type ReportRow } from "@/lib/embedded-service/store/report-loader";
import { percentile } from "../lib/stats";
import { LIST_CASES } from "./list-cases";

const [dbPath, ...rest] = process.argv.slice(2);
if (!dbPath) throw new Error("usage: profile-list.ts <db file> [--plan] [label filter]");
const showPlan = rest.includes("--plan");
const only = rest.find((a) => !a.startsWith("--"));
const skip = rest.find((a) => a.startsWith("--skip="))?.slice("--skip=".length);
const db = new BetterSqlite3(dbPath, { readonly: true });

function time<T>(run: () => T, repeat: number): { ms: number; result: T } {
  const samples: number[] = [];
  let result!: T;
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    result = run();
    samples.push(performance.now() - start);
  }
  return { ms: percentile(samples, 50), result };
}

const pad = (s: string, n: number) => s.padEnd(n);
console.log(`${pad("case", 44)} ${"count".padStart(9)} ${"page".padStart(9)} ${"children".padStart(9)} ${"json".padStart(9)}  matches`);
for (const c of LIST_CASES) {
  if ((only && !c.label.includes(only)) || (skip && c.label.includes(skip))) continue;
  const params = new URLSearchParams(`limit=20${c.query ? `&${c.query}` : ""}`);
  params.delete("slug");
  const query = reportListQuerySchema.parse(searchParamsToRecord(params));
  const filter = buildReportFilter(query, 1);
  const countSql = `SELECT COUNT(*) AS n FROM reports r WHERE ${filter.where}`;
  const pageSql = `SELECT r.* FROM reports r INDEXED BY reports_org_created WHERE ${filter.where} ORDER BY r.created_at DESC, r.id DESC LIMIT 21`;
  const repeat = Number(process.env.REPEAT ?? 3);
  const count = time(() => (db.prepare(countSql).get(...filter.params) as { n: number }).n, repeat);
  const page = time(() => db.prepare(pageSql).all(...filter.params) as ReportRow[], repeat);
  const children = time(() => loadReportBundles(db, page.result.slice(0, 20)), repeat);
  const json = time(() => JSON.stringify(children.result.map((b) => presentReport("standard", b))).length, repeat);
  const f = (ms: number) => `${ms.toFixed(2)}`.padStart(9);
  console.log(`${pad(c.label, 44)} ${f(count.ms)} ${f(page.ms)} ${f(children.ms)} ${f(json.ms)}  ${count.result}`);
  if (showPlan) {
    for (const sql of [countSql, pageSql]) {
      for (const row of db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...filter.params) as { detail: string }[]) console.log(`    ${row.detail}`);
      console.log("    --");
    }
  }
}
db.close();
