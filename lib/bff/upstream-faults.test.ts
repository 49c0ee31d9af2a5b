import { rmSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, type TestService } from "@/lib/embedded-service/testing";
import { resetEnvForTests } from "@/lib/env";
import { type FaultMode, type FaultUpstream, startFaultUpstream, UPSTREAM_SECRET_MARKER } from "@/lib/testing/fault-upstream";
import { callRoute, handlersOf } from "@/lib/testing/route-harness";
import { resetUpstreamClientForTests } from "@/lib/upstream/get-client";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

let service: TestService;
let upstream: FaultUpstream;

beforeAll(async () => {
  service = createTestService({ reportsForAcme: 40 });
  upstream = await startFaultUpstream((req) => service.fetch(req));
  Object.assign(process.env, {
    UPSTREAM_URL: upstream.baseUrl,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "y".repeat(40),
    DATA_DIR: `/tmp/rampart-faults-${process.pid}`,
    UPSTREAM_TIMEOUT_MS: "300",
    UPSTREAM_REUSE_MS: "0",
    LOG_LEVEL: "silent",
  });
  resetEnvForTests();
  resetUpstreamClientForTests();
  session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
});

afterAll(async () => {
  await upstream.close();
  service.close();
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
  for (const k of ["UPSTREAM_URL", "UPSTREAM_API_KEY", "SESSION_SECRET", "DATA_DIR", "UPSTREAM_TIMEOUT_MS", "UPSTREAM_REUSE_MS", "LOG_LEVEL"])
    delete process.env[k];
  resetEnvForTests();
  resetUpstreamClientForTests();
});

beforeEach(() => upstream.setMode({ kind: "pass" }));

async function reports() {
  const [, handler] = (await handlersOf("organization/reports"))[0]!;
  const response = await callRoute(handler, "GET", "organization/reports", { query: "?limit=3" });
  return { response, text: await response.clone().text(), body: await response.json() };
}

describe("an upstream that misbehaves maps to the spine's table, and its body is never echoed", () => {
  const cases: [string, FaultMode, number, string][] = [
    ["hangs", { kind: "hang" }, 504, "UPSTREAM_TIMEOUT"],
    ["answers too slowly", { kind: "slow", ms: 1_000 }, 504, "UPSTREAM_TIMEOUT"],
    ["answers 500 with HTML", { kind: "html-500" }, 502, "UPSTREAM_ERROR"],
    ["cuts the connection", { kind: "cut" }, 502, "UPSTREAM_ERROR"],
    ["sends broken JSON", { kind: "broken-json" }, 502, "UPSTREAM_ERROR"],
    // A missing field is unknown for that field alone (below); an answer without its reports list is not a list at all.
    ["drops the reports list", { kind: "drop-field", field: "reports" }, 502, "UPSTREAM_CONTRACT"],
    [
      "refuses the key (401)",
      { kind: "status", status: 401, body: { code: "UNAUTHORIZED", message: `API Organization not found. ${UPSTREAM_SECRET_MARKER}` } },
      502,
      "UPSTREAM_AUTH",
    ],
    ["answers 503", { kind: "status", status: 503, body: { message: UPSTREAM_SECRET_MARKER } }, 502, "UPSTREAM_ERROR"],
  ];
  for (const [what, mode, status, code] of cases) {
    it(`${what} → ${status} ${code}`, async () => {
      upstream.setMode(mode);
      const { response, text, body } = await reports();
      expect(response.status).toBe(status);
      expect(body.error.code).toBe(code);
      expect(text).not.toContain(UPSTREAM_SECRET_MARKER);
      expect(text).not.toContain("<html");
    });
  }

  it("429 passes through with the service's message and Retry-After", async () => {
    upstream.setMode({ kind: "status", status: 429, body: { code: "TOO_MANY_REQUESTS", message: "Review limit reached" }, headers: { "Retry-After": "1234" } });
    const { response, body } = await reports();
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("1234");
    expect(body.error).toMatchObject({ code: "TOO_MANY_REQUESTS", message: "Review limit reached" });
  });

  it("nested error bodies pass through as well", async () => {
    upstream.setMode({ kind: "status", status: 409, body: { error: { code: "CONFLICT", message: "Name taken" } } });
    const [, handler] = (await handlersOf("organization/asset-groups")).find(([m]) => m === "POST")!;
    const response = await callRoute(handler, "POST", "organization/asset-groups", { body: { name: "x" } });
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({ code: "CONFLICT", message: "Name taken" });
  });

  it("a dropped required field is unknown for that field alone: the page is shown and says so", async () => {
    upstream.setMode({ kind: "drop-field", field: "title" });
    const { response, body } = await reports();
    expect(response.status).toBe(200);
    expect(body.reports.length).toBeGreaterThan(0);
    expect(body.reports[0].title).toBeNull();
    expect(body.reports[0].notSent).toContain("title");
  });

  it("unknown fields and enum values are kept, not refused", async () => {
    upstream.setMode({ kind: "extra-fields" });
    const { response, body } = await reports();
    expect(response.status).toBe(200);
    expect(body.reports[0].status).toBe("QUARANTINED");
    expect(body.reports[0].futureField).toEqual({ nested: true });
  });

  it("a read is retried once after a cut connection; a mutation never is", async () => {
    upstream.setMode({ kind: "cut" });
    const before = upstream.requests.length;
    await reports();
    expect(upstream.requests.length - before).toBe(2);
    const [, unblock] = (await handlersOf("asset/unblock"))[0]!;
    const mark = upstream.requests.length;
    const response = await callRoute(unblock, "POST", "asset/unblock", { body: { content: "x.example", reason: "test" } });
    expect(response.status).toBe(502);
    expect(upstream.requests.length - mark).toBe(1);
  });

  it("one failing healthcheck fails alone", async () => {
    upstream.setMode({ kind: "html-500" }, "stale-in-progress");
    const [, stale] = (await handlersOf("healthchecks/takedowns/stale-in-progress"))[0]!;
    const [, old] = (await handlersOf("healthchecks/reviewing/old-proposals"))[0]!;
    const [a, b] = await Promise.all([
      callRoute(stale, "POST", "healthchecks/takedowns/stale-in-progress", { body: {} }),
      callRoute(old, "POST", "healthchecks/reviewing/old-proposals", { body: {} }),
    ]);
    expect([a.status, b.status]).toEqual([502, 200]);
  });
});
