import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const TOKEN = "metrics-token-for-tests-0123";
let env: RouteTestEnv;
beforeAll(async () => {
  env = await startRouteTestEnv({ METRICS_TOKEN: TOKEN });
});
afterAll(() => env.dispose());

it("serves Prometheus metrics only to the holder of the metrics token", async () => {
  session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
  const [, reports] = (await handlersOf("organization/reports"))[0]!;
  const [, snapshot] = (await handlersOf("operations/queues/snapshot"))[0]!;
  await callRoute(reports, "GET", "organization/reports", { query: "?limit=2" });
  await Promise.all([1, 2, 3].map(() => callRoute(snapshot, "POST", "operations/queues/snapshot", { body: {} })));
  env.upstream.requests.length = 0;

  const [, metrics] = (await handlersOf("metrics"))[0]!;
  // An admin session is not enough: the scraper has its own credential.
  expect((await callRoute(metrics, "GET", "metrics")).status).toBe(401);
  expect((await callRoute(metrics, "GET", "metrics", { headers: { Authorization: "Bearer wrong-token-wrong-token" } })).status).toBe(403);
  const response = await callRoute(metrics, "GET", "metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain");
  const text = await response.text();
  expect(text).toMatch(/rampart_http_requests_total\{route="\/api\/organization\/reports",method="GET",status="200"\} 1/);
  expect(text).toContain("rampart_http_request_duration_seconds_bucket");
  expect(text).toMatch(/rampart_upstream_request_duration_seconds_count\{method="GET",path="\/organization\/reports",outcome="2xx"\} 1/);
  expect(text).toContain("rampart_upstream_coalesced_hits_total");
  expect(text).toMatch(/^rampart_live_streams \d+$/m);
  expect(env.upstream.requests).toHaveLength(0);
});

it("labels requests by their route's pattern, so random ids add no series", async () => {
  session.principal = null;
  const [, patch] = (await handlersOf("organization/asset-groups/[groupId]")).find(([m]) => m === "PATCH")!;
  for (let i = 0; i < 200; i++) {
    const id = `${Math.random().toString(36).slice(2)}-${i}`;
    expect((await callRoute(patch, "PATCH", "organization/asset-groups/[groupId]", { params: { groupId: id }, body: {} })).status).toBe(401);
  }
  const [, metrics] = (await handlersOf("metrics"))[0]!;
  const text = await (await callRoute(metrics, "GET", "metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
  const series = text.split("\n").filter((line) => line.startsWith('rampart_http_requests_total{route="/api/organization/asset-groups'));
  expect(series).toEqual(['rampart_http_requests_total{route="/api/organization/asset-groups/[groupId]",method="PATCH",status="401"} 200']);
});
