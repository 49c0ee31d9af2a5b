// The bench runner's command line (bench/run.ts), apart so it can be tested without running benches.
import path from "node:path";

const USAGE = "Usage: npm run bench [-- <name>…] [-- --smoke] [-- --compare-with <dir>]";

export type BenchArgs = { names: string[]; smoke: boolean; compareWith?: string };

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): BenchArgs | { error: string } {
  const names: string[] = [];
  let compareWith = env.BENCH_COMPARE_WITH || undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--compare-with") {
      compareWith = argv[++i];
      if (!compareWith || compareWith.startsWith("--")) return { error: `--compare-with needs a directory. ${USAGE}` };
    } else if (arg.startsWith("--compare-with=")) compareWith = arg.slice("--compare-with=".length);
    else if (arg === "--smoke") continue;
    else if (arg.startsWith("--")) return { error: `Unknown option ${arg}. ${USAGE}` };
    else names.push(arg);
  }
  return { names, smoke: argv.includes("--smoke") || env.BENCH_SMOKE === "1", ...(compareWith ? { compareWith: path.resolve(compareWith) } : {}) };
}
