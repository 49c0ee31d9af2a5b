// Filing at the page's largest (issue 42): 500 pasted assets parsed, checked for duplicates and
// filed through the console's routes, against the standalone embedded service behind a counting
// proxy, in the order and the pieces the page uses (components/filing/filing-flow.tsx): the text
// in pieces of PARSE_TEXT_MAX, one duplicate check of every row, reports of FILING_BATCH_ASSETS.
// What it reads: the upstream calls made per operation and whether any broke a documented limit
// (docs/filing.md, "The service's operations"), and the time of each step.
import path from "node:path";
import { ApiClientError } from "@/lib/api/errors";
import type { CheckResult, FileBody, FileResult, ParseTextResult } from "@/lib/contract/filing-console";
import { CHECK_MAX, FILING_BATCH_ASSETS, PARSE_TEXT_MAX } from "@/lib/contract/filing-limits";
import { textChunks } from "@/lib/filing/batches";
import { runFiling } from "@/lib/filing/run-filing";
import { maxPerWindow } from "./coalescing.bench";
import { type SeenCall, startCountingProxy } from "./console/counting-proxy";
import { signIn } from "./console/session";
import { BENCH_ADMIN_PASSWORD, type ConsoleHandle, startConsole, startService } from "./console/stack";
import type { Bench, Figure } from "./lib/types";

const FULL = { assets: 500 };
const SMOKE = { assets: 24 };

/** What the service's parse takes at once from the console (lib/filing/service-calls.ts). */
const PARSE_CONCURRENCY = 8;
/** The service's documented search cap (the CLI's 1–100) and report size. */
const SEARCH_MAX = 100;

/** An email's body with `n` distinct assets: web addresses, with every fifth an Ethereum address, a few per line. */
export function pastedText(n: number): { text: string; contents: string[] } {
  const contents = Array.from({ length: n }, (_, i) =>
    i % 5 === 4 ? `0x${(0xbe0c + i).toString(16).padStart(40, "0")}` : `https://bench-filing-${i}.example/secure/login`,
  );
  const lines = ["Hello team,", "", "These came in through the abuse inbox this morning:", ""];
  for (let i = 0; i < contents.length; i += 3) lines.push(`- ${contents.slice(i, i + 3).join("  ")}`);
  lines.push("", "Thanks,", "Dana");
  return { text: lines.join("\n"), contents };
}

async function post<T>(origin: string, cookie: string, route: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", Origin: origin, Cookie: cookie },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: { code: string; message: string } };
  if (!response.ok) {
    const message = answer.error?.message ?? `HTTP ${response.status}`;
    throw new ApiClientError(response.status, answer.error?.code ?? "ERROR", message, [], undefined, response.headers.get("retry-after") ?? undefined);
  }
  return answer;
}

/** The most calls answered at once among `calls` (each open from arrival to its answer). */
function maxInFlight(calls: SeenCall[]): number {
  const edges = calls.flatMap((c) => [
    { at: c.at, step: 1 },
    { at: c.answeredAt, step: -1 },
  ]);
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let open = 0;
  let best = 0;
  for (const edge of edges) {
    open += edge.step;
    best = Math.max(best, open);
  }
  return best;
}

const bodyOf = (call: SeenCall): Record<string, unknown> => {
  try {
    return JSON.parse(call.body) as Record<string, unknown>;
  } catch {
    return {};
  }
};

const bench: Bench = {
  description: "filing: pasted assets parsed, checked and filed through the console → upstream calls, limits, time",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    const service = await startService({ dataDir: path.join(tmpDir, "service"), logDir: tmpDir });
    const proxy = await startCountingProxy(service.baseUrl);
    let rampart: ConsoleHandle | undefined;
    try {
      rampart = await startConsole({
        dataDir: path.join(tmpDir, "console"),
        logDir: tmpDir,
        upstream: { baseUrl: proxy.baseUrl, apiKey: service.apiKey },
        env: { LOG_LEVEL: "warn" },
        log,
      });
      const origin = rampart.origin;
      const cookie = await signIn(origin, "admin", BENCH_ADMIN_PASSWORD);
      const { text, contents } = pastedText(plan.assets);
      const first = proxy.calls.length;
      const timing: Record<string, number> = {};

      let started = performance.now();
      const rows = [];
      for (const piece of textChunks(text, PARSE_TEXT_MAX))
        rows.push(...(await post<ParseTextResult>(origin, cookie, "/api/filing/parse", { text: piece })).rows);
      timing.parse = performance.now() - started;

      started = performance.now();
      const checked = [];
      for (let i = 0; i < rows.length; i += CHECK_MAX) {
        const answer = await post<CheckResult>(origin, cookie, "/api/filing/check", { contents: rows.slice(i, i + CHECK_MAX).map((r) => r.content) });
        checked.push(...answer.rows);
      }
      timing.check = performance.now() - started;

      started = performance.now();
      const fresh = checked.filter((r) => r.state === "new").map((r) => ({ content: r.content }));
      const run = await runFiling(fresh, { title: "Bench campaign" }, (body: FileBody) => post<FileResult>(origin, cookie, "/api/filing/file", body));
      timing.file = performance.now() - started;

      const seen = proxy.calls.slice(first);
      const parses = seen.filter((c) => c.path.endsWith("/asset/parse"));
      const searches = seen.filter((c) => c.path.endsWith("/reports/search"));
      const creates = seen.filter((c) => c.path.endsWith("/report/create"));
      const searchSizes = searches.map((c) => (Array.isArray(bodyOf(c).assetContents) ? (bodyOf(c).assetContents as unknown[]).length : 0));
      const createSizes = creates.map((c) => (Array.isArray(bodyOf(c).assets) ? (bodyOf(c).assets as unknown[]).length : 0));
      const filed = run.results.filter((r) => r.outcome === "filed").length;
      log(
        `${contents.length} pasted → ${rows.length} rows → ${fresh.length} new → ${filed} filed in ${creates.length} reports; ` +
          `${seen.length} upstream calls (${parses.length} parse, ${searches.length} search, ${creates.length} create, ${seen.length - parses.length - searches.length - creates.length} other)`,
      );
      const total = timing.parse! + timing.check! + timing.file!;
      const figures: Figure[] = [
        {
          name: `assets filed of ${contents.length} pasted`,
          stat: "total",
          value: filed,
          unit: "count",
          target: { min: contents.length },
          note: `${rows.length} rows parsed, ${fresh.length} new; ${run.unsent.length} unsent${run.stop ? ` (${run.stop.kind})` : ""}`,
        },
        {
          name: "upstream calls for the whole filing",
          stat: "total",
          value: seen.length,
          unit: "count",
          note: `${parses.length} asset/parse (one an asset), ${searches.length} reports/search, ${creates.length} report/create, ${seen.length - parses.length - searches.length - creates.length} other (the after-filing check of what a report holds, the organization)`,
        },
        {
          name: "asset/parse calls in flight at once",
          stat: "max",
          value: maxInFlight(parses),
          unit: "count",
          target: { max: PARSE_CONCURRENCY },
          note: `${maxPerWindow(parses, 1_000)} in the busiest second`,
        },
        {
          name: "contents in one reports/search call",
          stat: "max",
          value: Math.max(0, ...searchSizes),
          unit: "count",
          target: { max: SEARCH_MAX },
          note: `${searches.length} calls`,
        },
        {
          name: "assets in one report/create call",
          stat: "max",
          value: Math.max(0, ...createSizes),
          unit: "count",
          target: { max: FILING_BATCH_ASSETS },
          note: `${creates.length} reports`,
        },
        {
          name: `time from paste to filed, ${contents.length} assets`,
          stat: "total",
          value: total / 1000,
          unit: "s",
          detail: { parse: timing.parse! / 1000, check: timing.check! / 1000, file: timing.file! / 1000 },
          note: "three steps one after another, as the page runs them; the service is local, so this is the console's own cost",
        },
      ];
      return figures;
    } finally {
      await rampart?.stop();
      await proxy.close();
      await service.stop();
    }
  },
};

export default bench;
