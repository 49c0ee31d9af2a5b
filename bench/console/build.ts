// The console benches measure `next start` on a production build of the project root: `.next`,
// what `npm start` serves, or the bench build (`.next-bench`, RAMPART_BENCH_FLOOR=1: the same app
// plus the bare floor route `app/api/bench-floor/[...path]/route.bench.ts`, see next.config.ts).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const ROOT = process.cwd();
export const nextBin = (root: string) => path.join(root, "node_modules", ".bin", "next");

/** Which build: the console as it ships, or the bench build with the floor route. */
export type BuildKind = "app" | "bench-floor";
export const BENCH_FLOOR_ENV = { RAMPART_BENCH_FLOOR: "1" };
const DIST_DIR: Record<BuildKind, string> = { app: ".next", "bench-floor": ".next-bench" };
const buildIdOf = (kind: BuildKind, root: string) => path.join(root, DIST_DIR[kind], "BUILD_ID");
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
export function buildStaleness(kind: BuildKind = "app", root = ROOT): string | null {
  const buildId = buildIdOf(kind, root);
  if (!fs.existsSync(buildId)) return "no build";
  const built = fs.statSync(buildId).mtimeMs;
  const changed = SOURCES.filter((s) => newestMtime(path.join(root, s)) > built);
  return changed.length > 0 ? `sources changed since the build (${changed.join(", ")})` : null;
}

const checked = new Set<string>();

/**
 * Builds the console when its build folder is missing or older than its sources (once per bench run).
 * BENCH_SKIP_BUILD=1 measures whatever build is there (e.g. while others edit the tree). `root` is
 * another tree to build the same way (`--compare-with`): only its build folder changes.
 */
export function ensureBuild(log: (message: string) => void, kind: BuildKind = "app", root = ROOT): void {
  if (checked.has(`${kind} ${root}`)) return;
  const stale = buildStaleness(kind, root);
  if (stale && process.env.BENCH_SKIP_BUILD === "1" && fs.existsSync(buildIdOf(kind, root))) {
    log(`${stale}: measuring the existing ${DIST_DIR[kind]} anyway (BENCH_SKIP_BUILD=1)`);
  } else if (stale) {
    log(`${stale}: running next build into ${path.join(root, DIST_DIR[kind])}…`);
    const started = Date.now();
    // Next adds its build folder's type folders to tsconfig.json; the bench build's must not stay there.
    const tsconfig = fs.readFileSync(path.join(root, "tsconfig.json"), "utf8");
    const build = spawnSync(nextBin(root), ["build"], {
      cwd: root,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...(kind === "bench-floor" ? BENCH_FLOOR_ENV : {}) },
      stdio: ["ignore", "pipe", "pipe"],
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (fs.readFileSync(path.join(root, "tsconfig.json"), "utf8") !== tsconfig && (kind === "bench-floor" || root !== ROOT))
      fs.writeFileSync(path.join(root, "tsconfig.json"), tsconfig);
    if (build.status !== 0) throw new Error(`next build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-4_000)}`);
    log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  checked.add(`${kind} ${root}`);
}
