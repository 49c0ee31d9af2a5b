// The console benches measure `next start` on the production build of the project root, `.next`:
// the very build `npm start` serves (CI's `npm test` has just made it; it is built here only when
// missing or older than its sources). The floors the benches measure against
// (app/api/bench-floor, app/bench-floor) ship in it inert, and answer only in a server started
// with RAMPART_BENCH_FLOOR=1 (BENCH_FLOOR_ENV, set by console/stack.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
export const nextBin = (root: string) => path.join(root, "node_modules", ".bin", "next");

/** What a server started by the benches runs with: the floor routes answer (read when the server starts). */
export const BENCH_FLOOR_ENV = { RAMPART_BENCH_FLOOR: "1" };
const buildIdOf = (root: string) => path.join(root, ".next", "BUILD_ID");
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

/** Why the build must be made again, or null when its folder is up to date. */
function buildStaleness(root: string): string | null {
  const buildId = buildIdOf(root);
  if (!fs.existsSync(buildId)) return "no build";
  const built = fs.statSync(buildId).mtimeMs;
  const changed = SOURCES.filter((s) => newestMtime(path.join(root, s)) > built);
  return changed.length > 0 ? `sources changed since the build (${changed.join(", ")})` : null;
}

const checked = new Set<string>();

/**
 * Builds the console when `.next` is missing or older than its sources (checked once per bench run),
 * as `npm start` does. BENCH_SKIP_BUILD=1 measures whatever build is there (e.g. while others edit
 * the tree). `root` is another tree to build the same way (`--compare-with`): only its build folder changes.
 */
export function ensureBuild(log: (message: string) => void, root = ROOT): void {
  if (checked.has(root)) return;
  const stale = buildStaleness(root);
  if (stale && process.env.BENCH_SKIP_BUILD === "1" && fs.existsSync(buildIdOf(root))) {
    log(`${stale}: measuring the existing .next anyway (BENCH_SKIP_BUILD=1)`);
  } else if (stale) {
    log(`${stale}: running next build into ${path.join(root, ".next")}…`);
    const started = Date.now();
    // Next may rewrite another tree's tsconfig.json (its type folders); that tree is left as it was.
    const tsconfig = fs.readFileSync(path.join(root, "tsconfig.json"), "utf8");
    const build = spawnSync(nextBin(root), ["build"], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (fs.readFileSync(path.join(root, "tsconfig.json"), "utf8") !== tsconfig && root !== ROOT) fs.writeFileSync(path.join(root, "tsconfig.json"), tsconfig);
    if (build.status !== 0) throw new Error(`next build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-4_000)}`);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  checked.add(root);
}
