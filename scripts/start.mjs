// `npm start`: check the Node version, build when the tree has no build or changed since it, then
// serve the console. Old syntax on purpose up to the version check (see start-checks.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { KEEP_ALIVE_ARGS } from "./server-options.mjs";
import { buildFailure, nodeVersionProblem, serverExit } from "./start-checks.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines || {};
const versionProblem = nodeVersionProblem(process.versions.node, engines.node);
if (versionProblem) {
  console.error(versionProblem);
  process.exit(1);
}

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
  const failure = buildFailure(build.status, build.signal, build.error);
  if (failure) {
    console.error(failure.message);
    process.exit(failure.code);
  }
}

const port = process.env.PORT || "3000";
const server = spawn(nextBin, ["start", "-p", port, ...KEEP_ALIVE_ARGS], { cwd: root, stdio: "inherit", env });
// The signal passed on: a stop that was asked for (Ctrl-C, a service manager) is not a failure.
let requested = null;
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    requested = signal;
    server.kill(signal);
  });
}
server.on("error", (error) => {
  console.error(`The console's server could not be started (${error.message}): run npm install first.`);
  process.exit(1);
});
server.on("exit", (code, signal) => {
  const end = serverExit(code, signal, requested);
  if (end.message) console.error(end.message);
  process.exit(end.code);
});
