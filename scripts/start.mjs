// `npm start`: build when the tree has no build or changed since it, then serve the console.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", ".bin", "next");
const buildId = path.join(root, ".next", "BUILD_ID");
const SOURCES = ["app", "components", "lib", "pages", "public", "proxy.ts", "instrumentation.ts", "next.config.ts", "package.json", "tailwind.config.ts"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const stale = !existsSync(buildId) || SOURCES.some((s) => newestMtime(path.join(root, s)) > statSync(buildId).mtimeMs);
if (stale) {
  console.log("Building the console (first start or sources changed)…");
  const build = spawnSync(nextBin, ["build"], { cwd: root, stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? "3000";
const server = spawn(nextBin, ["start", "-p", port], { cwd: root, stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
