import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";
import { PEER_HEADER } from "./peer-address";
import { parseServerTiming } from "./server-timing";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

let env: RouteTestEnv;
beforeAll(async () => {
  env = await startRouteTestEnv({ API_RATE_LIMIT_PER_MINUTE: "5" });
});
afterAll(() => env.dispose());

it("every /api route has a per-session rate limit answering 429 with Retry-After, without calling the upstream", async () => {
  const [, handler] = (await handlersOf("organization/reports"))[0]!;
  session.principal = { kind: "user", userId: 7, username: "busy", role: "viewer" };
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await callRoute(handler, "GET", "organization/reports", { query: "?limit=1" })).status);
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  const before = env.upstream.requests.length;
  const limited = await callRoute(handler, "GET", "organization/reports", { query: "?limit=1" });
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await limited.json()).error.code).toBe("RATE_LIMITED");
  expect(env.upstream.requests.length).toBe(before);

  session.principal = { kind: "user", userId: 8, username: "other", role: "viewer" };
  expect((await callRoute(handler, "GET", "organization/reports", { query: "?limit=1" })).status).toBe(200);
});

it("signed-out calls are limited per address: public routes and calls on their way to a 401 alike", async () => {
  const [, reports] = (await handlersOf("organization/reports"))[0]!;
  session.principal = null;
  const from = (peer: string) => callRoute(reports, "GET", "organization/reports", { query: "?limit=1", headers: { [PEER_HEADER]: peer } });
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await from("10.70.0.1")).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  expect((await from("10.70.0.2")).status).toBe(401);
});

it("every answer, refused or not, says where its time went (Server-Timing phases that add up to the total)", async () => {
  const [, handler] = (await handlersOf("organization/reports"))[0]!;
  session.principal = { kind: "user", userId: 9, username: "timed", role: "viewer" };
  const ok = await callRoute(handler, "GET", "organization/reports", { query: "?limit=1" });
  expect(ok.status).toBe(200);
  const phases = parseServerTiming(ok.headers.get("server-timing"));
  expect(Object.keys(phases)).toEqual(["session", "input", "call", "respond", "total"]);
  const sum = phases.session! + phases.input! + phases.call! + phases.respond!;
  expect(Math.abs(phases.total! - sum)).toBeLessThan(0.05);

  const bad = await callRoute(handler, "GET", "organization/reports", { query: "?limit=nope" });
  expect(bad.status).toBe(400);
  expect(Object.keys(parseServerTiming(bad.headers.get("server-timing")))).toEqual(["session", "respond", "total"]);
});
