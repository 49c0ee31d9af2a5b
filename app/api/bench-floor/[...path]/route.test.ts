import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { type LoopbackUpstream, startLoopbackUpstream } from "@/lib/testing/loopback-upstream";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

withTempConsoleStore("bench-floor");

const LIST = { reports: [], nextCursor: null };
let upstream: LoopbackUpstream;
beforeAll(async () => {
  upstream = await startLoopbackUpstream(() => Response.json(LIST));
  vi.stubEnv("UPSTREAM_URL", upstream.baseUrl);
  vi.stubEnv("UPSTREAM_API_KEY", "bench-key");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await upstream.close();
});
afterEach(() => {
  upstream.requests.length = 0;
  vi.resetModules();
});

/** The route's module as a server started with `floor` (the variable is read when the module loads). */
async function floorRoute(floor: string | undefined) {
  vi.stubEnv("RAMPART_BENCH_FLOOR", floor);
  return (await import("./route")).GET;
}

const call = (GET: Awaited<ReturnType<typeof floorRoute>>, headers: Record<string, string> = {}) => {
  const request = apiRequest("GET", "/api/bench-floor/organization/reports?limit=20");
  for (const [k, v] of Object.entries(headers)) request.headers.set(k, v);
  return GET(request, { params: Promise.resolve({ path: ["organization", "reports"] }) });
};

describe("GET /api/bench-floor (shipped in every build, inert unless RAMPART_BENCH_FLOOR=1 at start)", () => {
  it("answers as a path no route answers, and calls nothing, when the variable is unset or anything but 1", async () => {
    const { GET: missing } = await import("../../[...missing]/route");
    for (const floor of [undefined, "0", "true"]) {
      const GET = await floorRoute(floor);
      for (const principal of [null, { kind: "user", userId: 1, username: "admin", role: "admin" } as const]) {
        session.principal = principal;
        const expected = await missing(apiRequest("GET", "/api/no-such-route"), { params: Promise.resolve({}) });
        const res = await call(GET);
        expect(res.status, `${floor} ${principal?.username}`).toBe(expected.status);
        expect((await res.json()).error.code).toBe((await expected.json()).error.code);
      }
      vi.resetModules();
    }
    expect(upstream.requests).toEqual([]);
  });

  it("with RAMPART_BENCH_FLOOR=1, forwards the GET with the server's key and passes the answer through, no session asked", async () => {
    session.principal = null;
    const GET = await floorRoute("1");
    const res = await call(GET);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(LIST);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]).toMatchObject({ method: "GET", url: "/api/v2/organization/reports?limit=20" });
    expect(upstream.requests[0]!.headers["x-api-key"]).toBe("bench-key");
  });
});
