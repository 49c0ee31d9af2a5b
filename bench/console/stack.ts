// The pieces the console benches run: the standalone embedded v2 service over HTTP, and the
// built console (`next start`) in front of it or on its own embedded service, each on fresh data.
import fs from "node:fs";
import path from "node:path";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { KEEP_ALIVE_ARGS } from "../../scripts/server-options.mjs";
import { BENCH_FLOOR_ENV, ensureBuild, nextBin, ROOT } from "./build";
import { freePort, type Started, startProcess, waitForHttp } from "./processes";

/** Fixed bench-only secrets: the bench's console never leaves loopback and its data is thrown away. */
export const BENCH_SESSION_SECRET = "rampart-bench-session-secret-0123456789abcdef";
export const BENCH_ADMIN_PASSWORD = "rampart-bench-admin";
export const DEMO_PASSWORD = "rampart-demo";

/**
 * A console that asks the service only when a client does: the history recorder off, the report
 * index's and the threats feed's syncs and alert evaluation stopped or slowed (their own calls would be counted as a
 * page's or a reviewer's), and no API rate limit in the way of the bench's clients.
 */
export const QUIET_CONSOLE_ENV: Record<string, string> = {
  HISTORY_RECORDER: "off",
  REPORT_INDEX_RATE: "0",
  THREAT_SYNC_RATE: "0",
  ALERTS_EVALUATE_MS: "3600000",
  API_RATE_LIMIT_PER_MINUTE: "100000",
  LOG_LEVEL: "warn",
};

const TSX_BIN = path.join(ROOT, "node_modules", ".bin", "tsx");

/** The bench's own environment minus what would change how a child runs (tsx/react-server flags). */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  delete env.NODE_OPTIONS;
  delete env.BENCH_SMOKE;
  return env;
}

export type ServiceHandle = { started: Started; port: number; baseUrl: string; apiKey: string; stop(): Promise<void> };

/** `lib/embedded-service/serve.ts` on its own port, seeded with the demo data in `dataDir` (`args`: e.g. `--reports N`). */
export async function startService(options: { dataDir: string; logDir: string; env?: Record<string, string>; args?: string[] }): Promise<ServiceHandle> {
  fs.mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const started = startProcess(TSX_BIN, ["--conditions=react-server", "lib/embedded-service/serve.ts", ...(options.args ?? [])], {
    cwd: ROOT,
    env: childEnv({ DATA_DIR: options.dataDir, SERVICE_PORT: String(port), ...options.env }),
    logFile: path.join(options.logDir, `service-${port}.log`),
  });
  const baseUrl = `http://127.0.0.1:${port}/api/v2`;
  // Any answer (401 without a key) means it listens; seeding the demo data comes first (~1 s).
  await waitForHttp(`${baseUrl}/user/me`, started, { timeoutMs: 120_000 });
  return { started, port, baseUrl, apiKey: DEMO_KEYS.acme, stop: () => started.stop() };
}

export type ConsoleHandle = { started: Started; port: number; origin: string; stop(): Promise<void> };

export type ConsoleOptions = {
  dataDir: string;
  logDir: string;
  /** The v2 service to use over HTTP; none = the in-process embedded service (demo mode). */
  upstream?: { baseUrl: string; apiKey: string };
  env?: Record<string, string>;
  /** The tree whose build runs (default this one): another tree compared with it (`--compare-with`). */
  root?: string;
  log(message: string): void;
};

/**
 * `next start` of the built console (`.next`, what `npm start` serves) on a free port, answering
 * /sign-in; its floor routes (app/api/bench-floor, app/bench-floor) answer too (BENCH_FLOOR_ENV).
 */
export async function startConsole(options: ConsoleOptions): Promise<ConsoleHandle> {
  const root = options.root ?? ROOT;
  ensureBuild(options.log, root);
  fs.mkdirSync(options.dataDir, { recursive: true });
  const port = await freePort();
  const upstreamEnv: Record<string, string> = options.upstream
    ? { UPSTREAM_URL: options.upstream.baseUrl, UPSTREAM_API_KEY: options.upstream.apiKey, RAMPART_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD }
    : {};
  const started = startProcess(nextBin(root), ["start", "-p", String(port), ...KEEP_ALIVE_ARGS], {
    cwd: root,
    env: childEnv({
      NODE_ENV: "production",
      DATA_DIR: options.dataDir,
      SESSION_SECRET: BENCH_SESSION_SECRET,
      PORT: String(port),
      ...upstreamEnv,
      ...BENCH_FLOOR_ENV,
      ...options.env,
    }),
    logFile: path.join(options.logDir, `console-${port}.log`),
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/sign-in`, started, { status: 200, timeoutMs: 120_000 });
  return { started, port, origin, stop: () => started.stop() };
}
