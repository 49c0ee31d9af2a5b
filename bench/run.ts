// Bench runner: `npm run bench [-- <name>…] [-- --smoke]`.
// Runs every bench/<name>.bench.ts (or the names given), writes bench/results/<name>.json and
// prints one table of all figures with their targets. Misses are reported, not failures: the
// exit code is 0 when every selected bench produced figures, 1 when one threw or produced none.
// BENCH_SMOKE=1 is the same as --smoke (tiny scale, a few seconds: keeps the benches from rotting).

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runUnderReactServer } from "../lib/react-server-entry";
import { formatResultsTable, verdict } from "./lib/results-table";
import type { Bench, BenchResult, Figure } from "./lib/types";

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.join(BENCH_DIR, "results");

function parseArgs(argv: string[]): { names: string[]; smoke: boolean } {
  const unknown = argv.filter((a) => a.startsWith("--") && a !== "--smoke");
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(" ")}. Usage: npm run bench [-- <name>…] [-- --smoke]`);
    process.exit(2);
  }
  return { names: argv.filter((a) => !a.startsWith("--")), smoke: argv.includes("--smoke") || process.env.BENCH_SMOKE === "1" };
}

function selectBenches(names: string[]): string[] {
  const all = fs
    .readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith(".bench.ts"))
    .map((f) => f.slice(0, -".bench.ts".length))
    .sort();
  const missing = names.filter((n) => !all.includes(n));
  if (missing.length > 0) {
    console.error(`No bench named ${missing.join(", ")}. Available: ${all.join(", ")}`);
    process.exit(2);
  }
  return names.length > 0 ? all.filter((n) => names.includes(n)) : all;
}

async function runOne(name: string, smoke: boolean): Promise<BenchResult> {
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `rampart-bench-${name}-`));
  const log = (message: string) => process.stderr.write(`[${name}] ${message}\n`);
  let figures: Figure[] = [];
  let error: string | undefined;
  try {
    const module = (await import(pathToFileURL(path.join(BENCH_DIR, `${name}.bench.ts`)).href)) as { default: Bench };
    const bench = module.default;
    log(`${bench.description}${smoke ? " (smoke scale)" : ""}`);
    figures = await bench.run({ smoke, tmpDir, log });
  } catch (caught) {
    error = caught instanceof Error ? (caught.stack ?? caught.message) : String(caught);
    log(`failed: ${error}`);
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  return {
    bench: name,
    smoke,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    node: process.version,
    load: { start: loadAtStart, end: os.loadavg()[0]!, cores: os.cpus().length },
    figures,
    ...(error ? { error } : {}),
  };
}

async function main(): Promise<void> {
  const { names, smoke } = parseArgs(process.argv.slice(2));
  const results: BenchResult[] = [];
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of selectBenches(names)) {
    const result = await runOne(name, smoke);
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
    results.push(result);
  }
  console.log(formatResultsTable(results));
  console.log("");
  const figures = results.flatMap((r) => r.figures);
  const misses = figures.filter((f) => verdict(f) === "MISS").length;
  const targeted = figures.filter((f) => f.target).length;
  for (const r of results) {
    console.log(
      `${r.bench}: ${(r.durationMs / 1000).toFixed(0)} s, load average ${r.load.start.toFixed(1)} → ${r.load.end.toFixed(1)} on ${r.load.cores} cores`,
    );
  }
  console.log(
    `${targeted - misses}/${targeted} targets met${smoke ? " (smoke scale: the figures mean nothing)" : ""}; results in ${path.relative(process.cwd(), RESULTS_DIR) || RESULTS_DIR}/`,
  );
  const failed = results.filter((r) => r.error || r.figures.length === 0);
  if (failed.length > 0) {
    console.error(`No figures from: ${failed.map((r) => r.bench).join(", ")}`);
    process.exit(1);
  }
}

runUnderReactServer(main);
