import "server-only";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { resetSessionSecretForTests } from "@/lib/auth/session-secret";
import { resetLimitsForTests } from "@/lib/bff/limits";
import { closeLiveBus } from "@/lib/bus/bus";
import { closeDb } from "@/lib/db";
import type { TestEngine } from "@/lib/db/testing";
import type { Variant } from "@/lib/embedded-service/context";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, type TestService } from "@/lib/embedded-service/testing";
import { getEnv, resetEnvForTests } from "@/lib/env";
import { resetTriageStoreForTests } from "@/lib/triage/triage-service";
import { resetUpstreamClientForTests } from "@/lib/upstream/get-client";
import { type LoopbackUpstream, startLoopbackUpstream } from "./loopback-upstream";
import { type PostgresServer, startPostgres } from "./postgres";

export type RouteHandler = ((req: Request, ctx?: { params: Promise<Record<string, string>> }) => Promise<Response>) & {
  permission: string;
  wall: boolean;
};

export const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");
const METHODS = ["GET", "POST", "PATCH", "DELETE", "PUT"] as const;

/** `app/api/organization/reports/route.ts` → `organization/reports` */
export function apiPathOf(file: string): string {
  return file.replace(/^\/app\/api\//, "").replace(/\/route\.ts$/, "");
}

export async function handlersOf(route: string): Promise<[string, RouteHandler][]> {
  const mod = await ROUTE_MODULES[`/app/api/${route}/route.ts`]!();
  return METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m] as RouteHandler]);
}

export const TEST_ORIGIN = "http://localhost:3000";

/** Calls a route handler as Next would: a same-origin request and the decoded path params. */
export function callRoute(
  handler: RouteHandler,
  method: string,
  route: string,
  options: { params?: Record<string, string>; body?: unknown; rawBody?: string; query?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const names = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
  const params = options.params ?? Object.fromEntries(names.map((n) => [n, "1"]));
  const url = `${TEST_ORIGIN}/api/${route.replace(/\[(\w+)\]/g, (_, k) => encodeURIComponent(params[k] ?? "1"))}${options.query ?? ""}`;
  const hasBody = method !== "GET";
  const request = new Request(url, {
    method,
    headers: { Origin: TEST_ORIGIN, ...(hasBody ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: hasBody ? (options.rawBody ?? JSON.stringify(options.body ?? {})) : undefined,
  });
  return handler(request, { params: Promise.resolve(params) });
}

export type RouteTestEnv = { service: TestService; upstream: LoopbackUpstream; dispose(): Promise<void> };

/**
 * A route test environment on each console store: SQLite, then a throwaway PostgreSQL
 * (`DATABASE_URL`), so the suite runs once per engine (see lib/db/testing.ts for the engines).
 */
export function routeTestEnvOn(engine: TestEngine, extraEnv: Record<string, string> = {}, service: ServiceOptions = {}): () => RouteTestEnv {
  let env: RouteTestEnv | undefined;
  let server: PostgresServer | undefined;
  beforeAll(async () => {
    if (engine === "postgres") server = await startPostgres();
    env = await startRouteTestEnv(server ? { ...extraEnv, DATABASE_URL: server.url } : extraEnv, service);
    if (getEnv().DATABASE_URL !== server?.url) throw new Error(`the route tests are not on ${engine}`);
  }, 60_000);
  afterAll(async () => {
    await env?.dispose();
    await server?.stop();
  });
  return () => {
    if (!env) throw new Error("the route test environment did not start");
    return env;
  };
}

/** The embedded service behind the routes: its dialect (docs/architecture.md, "Dialects of the embedded service"), standard unless named. */
/** The embedded service behind the routes: its dialect, and how many reports acme has (60 unless said). */
export type ServiceOptions = { variant?: Variant; reportsForAcme?: number };

/**
 * The console's server side pointed, through UPSTREAM_URL, at a real HTTP server on loopback
 * in front of a seeded embedded service, on a throwaway data folder.
 */
export async function startRouteTestEnv(extraEnv: Record<string, string> = {}, options: ServiceOptions = {}): Promise<RouteTestEnv> {
  const service = createTestService({ reportsForAcme: options.reportsForAcme ?? 60, variant: options.variant });
  const upstream = await startLoopbackUpstream((req) => service.fetch(req));
  const dataDir = mkdtempSync(path.join(tmpdir(), "rampart-routes-"));
  const env: Record<string, string> = {
    UPSTREAM_URL: upstream.baseUrl,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "x".repeat(40),
    ALERTS_SECRET: "a".repeat(40),
    DATA_DIR: dataDir,
    UPSTREAM_REUSE_MS: "0",
    LOG_LEVEL: "silent",
    API_RATE_LIMIT_PER_MINUTE: "100000",
    ...extraEnv,
  };
  await forgetProcessState();
  Object.assign(process.env, env);
  resetEnvForTests();
  resetUpstreamClientForTests();
  return {
    service,
    upstream,
    async dispose() {
      await upstream.close();
      service.close();
      await forgetProcessState();
      rmSync(dataDir, { recursive: true, force: true });
      for (const k of Object.keys(env)) delete process.env[k];
      resetEnvForTests();
      resetUpstreamClientForTests();
    },
  };
}

/** What the process keeps of one configuration (the store, limits, triage store, secret), so the next one (SQLite, then PostgreSQL) starts clean. */
async function forgetProcessState(): Promise<void> {
  await closeDb();
  await closeLiveBus();
  resetLimitsForTests();
  resetTriageStoreForTests();
  resetSessionSecretForTests();
}

/** A same-origin request to a console route, JSON when it has a body. */
export function apiRequest(method: string, pathName: string, body?: unknown): Request {
  return new Request(`${TEST_ORIGIN}${pathName}`, {
    method,
    headers: body === undefined ? { Origin: TEST_ORIGIN } : { Origin: TEST_ORIGIN, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * For route tests that need the console's own store and no upstream: a throwaway DATA_DIR and a
 * session secret for the file's tests, the store closed and removed after them.
 */
export function withTempConsoleStore(prefix: string): void {
  const env = { SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "silent" };
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), `rampart-${prefix}-`));
    Object.assign(process.env, { ...env, DATA_DIR: dataDir });
    resetEnvForTests();
  });
  afterAll(async () => {
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
    for (const k of [...Object.keys(env), "DATA_DIR"]) delete process.env[k];
    resetEnvForTests();
  });
}
