// The bench runner's command line (bench/run.ts), apart so it can be tested without running benches.
import path from "node:path";

const USAGE = "Usage: npm run bench [-- <name>…] [-- --smoke] [-- --compare-with <dir>] [-- --assets <n>]";

/** `assets`: the threats bench's scale (threat-backfill.bench.ts), passed on as BENCH_THREAT_ASSETS. */
export type BenchArgs = { names: string[]; smoke: boolean; compareWith?: string; assets?: number };

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): BenchArgs | { error: string } {
  const names: string[] = [];
  let compareWith = env.BENCH_COMPARE_WITH || undefined;
  let assets: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--assets" || arg.startsWith("--assets=")) {
      const value = arg === "--assets" ? argv[++i] : arg.slice("--assets=".length);
      assets = Number(value);
      if (!value || !/^\d+$/.test(value) || assets < 1) return { error: `--assets needs a whole number of assets, e.g. --assets 250000. ${USAGE}` };
    } else if (arg === "--compare-with") {
      compareWith = argv[++i];
      if (!compareWith || compareWith.startsWith("--")) return { error: `--compare-with needs a directory. ${USAGE}` };
    } else if (arg.startsWith("--compare-with=")) compareWith = arg.slice("--compare-with=".length);
    else if (arg === "--smoke") continue;
    else if (arg.startsWith("--")) return { error: `Unknown option ${arg}. ${USAGE}` };
    else names.push(arg);
  }
  return {
    names,
    smoke: argv.includes("--smoke") || env.BENCH_SMOKE === "1",
    ...(compareWith ? { compareWith: path.resolve(compareWith) } : {}),
    ...(assets !== undefined ? { assets } : {}),
  };
}
