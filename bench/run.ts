// Bench runner: `npm run bench [-- <name>…] [-- --smoke] [-- --compare-with <dir>] [-- --assets <n>]`.
// Runs every bench/<name>.bench.ts (or the names given), writes bench/results/<name>.json and
// prints one table of all figures with their targets. Misses are reported, not failures: the
// exit code is 0 when every selected bench produced figures, 1 when one threw or produced none.
// BENCH_SMOKE=1 is the same as --smoke (tiny scale, a few seconds: keeps the benches from rotting).
// --compare-with <dir> (or BENCH_COMPARE_WITH=<dir>): another checkout of the project, with its
// node_modules, measured beside this one in the same run (benches with `compare`; README.md).
import { execFileSync } from "node:child_process";

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runUnderReactServer } from "../lib/react-server-entry";
import { parseArgs } from "./lib/args";
import { formatResultsTable, verdict } from "./lib/results-table";
import type { Bench, BenchResult, Figure } from "./lib/types";

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_DIR = path.join(BENCH_DIR, "results");
const SMOKE_LANES = 2;

/** The other tree of --compare-with: a checkout with its dependencies installed, not this one. */
function checkOtherTree(root: string): string | null {
  if (!fs.existsSync(path.join(root, "package.json"))) return `${root} has no package.json`;
  if (!fs.existsSync(path.join(root, "node_modules", ".bin", "next"))) return `${root} has no node_modules/.bin/next (install its dependencies first)`;
  if (fs.realpathSync(root) === fs.realpathSync(process.cwd())) return `${root} is this tree`;
  return null;
}

function commitOf(root: string): string {
  try {
    const head = execFileSync("git", ["-C", root, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["-C", root, "status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return "unknown";
  }
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

async function loadBench(name: string): Promise<Bench> {
  return ((await import(pathToFileURL(path.join(BENCH_DIR, `${name}.bench.ts`)).href)) as { default: Bench }).default;
}

async function runOne(name: string, smoke: boolean, other?: string): Promise<BenchResult> {
  const startedAt = new Date();
  const loadAtStart = os.loadavg()[0]!;
  const loads = [loadAtStart];
  const sampler = setInterval(() => loads.push(os.loadavg()[0]!), 10_000);
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), `rampart-bench-${name}-`));
  const log = (message: string) => process.stderr.write(`[${name}] ${message}\n`);
  let figures: Figure[] = [];
  let error: string | undefined;
  try {
    const bench = await loadBench(name);
    log(`${bench.description}${smoke ? " (smoke scale)" : ""}${other ? `, beside ${other}` : ""}`);
    figures = other ? await bench.compare!({ smoke, tmpDir, log, other }) : await bench.run({ smoke, tmpDir, log });
  } catch (caught) {
    error = caught instanceof Error ? (caught.stack ?? caught.message) : String(caught);
    log(`failed: ${error}`);
  } finally {
    clearInterval(sampler);
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
  loads.push(os.loadavg()[0]!);
  return {
    bench: name,
    smoke,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    node: process.version,
    load: {
      start: loadAtStart,
      end: os.loadavg()[0]!,
      cores: os.cpus().length,
      mean: loads.reduce((a, b) => a + b, 0) / loads.length,
      max: Math.max(...loads),
    },
    figures,
    ...(other ? { compared: { before: { root: other, commit: commitOf(other) }, after: { commit: commitOf(process.cwd()) } } } : {}),
    ...(error ? { error } : {}),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), process.env);
  if ("error" in args) {
    console.error(args.error);
    process.exit(2);
  }
  const { names, smoke, compareWith } = args;
  if (args.assets !== undefined) process.env.BENCH_THREAT_ASSETS = String(args.assets);
  const otherProblem = compareWith ? checkOtherTree(compareWith) : null;
  if (otherProblem) {
    console.error(`--compare-with: ${otherProblem}`);
    process.exit(2);
  }
  const selected = selectBenches(names);
  if (compareWith) {
    const cannot = [];
    for (const name of selected) if (!(await loadBench(name)).compare) cannot.push(name);
    if (cannot.length > 0) {
      console.error(`--compare-with: ${cannot.join(", ")} cannot compare two trees (no compare in the module)`);
      process.exit(2);
    }
  }
  const results: BenchResult[] = [];
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  // The smoke's figures are not read, so it runs two benches at a time (most of each is waiting on
  // a server to start or a page to load): CI's smoke stays within its 2 minutes (docs/testing.md).
  // A measuring run takes them one at a time, alone on the machine.
  const lanes = smoke && !compareWith ? SMOKE_LANES : 1;
  const queue = [...selected];
  const byName = new Map<string, BenchResult>();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
        const result = await runOne(name, smoke, compareWith);
        fs.writeFileSync(path.join(RESULTS_DIR, `${name}${compareWith ? ".compared" : ""}.json`), `${JSON.stringify(result, null, 2)}\n`);
        byName.set(name, result);
      }
    }),
  );
  for (const name of selected) results.push(byName.get(name)!);
  console.log(formatResultsTable(results));
  console.log("");
  const figures = results.flatMap((r) => r.figures);
  const misses = figures.filter((f) => verdict(f) === "MISS").length;
  const targeted = figures.filter((f) => f.target).length;
  for (const r of results) {
    console.log(
      `${r.bench}: ${(r.durationMs / 1000).toFixed(0)} s, load average ${r.load.start.toFixed(1)} → ${r.load.end.toFixed(1)} (mean ${r.load.mean?.toFixed(1)}, max ${r.load.max?.toFixed(1)}) on ${r.load.cores} cores${r.compared ? ` · before ${r.compared.before.commit} (${r.compared.before.root}), after ${r.compared.after.commit}` : ""}`,
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
