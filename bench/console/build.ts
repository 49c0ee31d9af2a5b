// The console benches measure `next start` on a production build of the project root.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
export const NEXT_BIN = path.join(ROOT, "node_modules", ".bin", "next");
const BUILD_ID = path.join(ROOT, ".next", "BUILD_ID");
// The same list as scripts/start.mjs: what a build is made of.
const SOURCES = ["app", "components", "lib", "pages", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "package.json", "tailwind.config.ts"];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Why the build must be made again, or null when `.next` is up to date. */
export function buildStaleness(): string | null {
  if (!fs.existsSync(BUILD_ID)) return "no build";
  const built = fs.statSync(BUILD_ID).mtimeMs;
  const changed = SOURCES.filter((s) => newestMtime(path.join(ROOT, s)) > built);
  return changed.length > 0 ? `sources changed since the build (${changed.join(", ")})` : null;
}

let checked = false;

/**
 * Builds the console when `.next` is missing or older than its sources (once per bench run).
 * BENCH_SKIP_BUILD=1 measures whatever build is there (e.g. while others edit the tree).
 */
export function ensureBuild(log: (message: string) => void): void {
  if (checked) return;
  const stale = buildStaleness();
  if (stale && process.env.BENCH_SKIP_BUILD === "1" && fs.existsSync(BUILD_ID)) {
    log(`${stale}: measuring the existing build anyway (BENCH_SKIP_BUILD=1)`);
  } else if (stale) {
    log(`${stale}: running next build…`);
    const started = Date.now();
    const build = spawnSync(NEXT_BIN, ["build"], {
      cwd: ROOT,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (build.status !== 0) throw new Error(`next build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-4_000)}`);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  checked = true;
}
