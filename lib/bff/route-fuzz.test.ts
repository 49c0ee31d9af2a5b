import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { type TestEngine, testEngines } from "@/lib/db/testing";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, routeTestEnvOn } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
  endSession: async () => undefined,
  endEverySessionOf: async () => 0,
}));

/** Errors the console raises itself, before any upstream call. */
const LOCAL_VALIDATION = /^(Invalid (path|query|body)|The request body is not valid JSON|This endpoint takes no query parameters|The request body is too large)/;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "../..", "//evil.com", "%2e%2e%2f", "\u0000", "0", "-1", "1e9", "NaN", "null", "true"),
  fc.string({ minLength: 5_000, maxLength: 70_000 }).map((s) => s.padEnd(5_000, "x")),
);
const hostileKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "prototype", "limit", "cursor", "slug", "name", "groupId", "assetId", "decision"));
const hostileValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;
const hostileBody = fc.oneof(
  fc.dictionary(hostileKey, hostileValue, { maxKeys: 6 }).map((o) => ({ json: JSON.stringify(o) })),
  fc.constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":1}}}', "[]", "null", "42", '"str"', "{", "not json", "").map((raw) => ({ json: raw })),
  hostileValue.map((v) => ({ json: JSON.stringify(v) ?? "null" })),
);
const hostileQuery = fc
  .array(fc.tuple(hostileKey, hostileString), { maxLength: 5 })
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 300))}`).join("&")}`));

const routes = Object.keys(ROUTE_MODULES)
  .map(apiPathOf)
  .filter((r) => !["session", "metrics", "healthz"].includes(r.split("/")[0]!));

/** Fewer runs on PostgreSQL: the same properties, a smaller sample, to keep the suite's time reasonable. */
const RUNS: Record<TestEngine, number> = { sqlite: 40, postgres: 8 };

describe.each(testEngines())("on %s", (engine) => {
  const env = routeTestEnvOn(engine);
  beforeAll(() => {
    session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
  });

  describe("hostile input on every route: never a 5xx, always the one error shape, no upstream call when invalid", () => {
    for (const route of routes) {
      it(`/api/${route}`, async () => {
        for (const [method, handler] of await handlersOf(route)) {
          const names = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
          await fc.assert(
            fc.asyncProperty(fc.tuple(...names.map(() => hostileString)), hostileQuery, hostileBody, async (paramValues, query, body) => {
              const params = Object.fromEntries(names.map((n, i) => [n, paramValues[i]!]));
              const before = env().upstream.requests.length;
              const response = await callRoute(handler, method, route, { params, query, rawBody: body.json });
              const reachedUpstream = env().upstream.requests.length > before;
              expect(response.status, `${method} ${route}`).toBeLessThan(500);
              if (response.status >= 400) {
                const payload = await response.json();
                expect(Object.keys(payload)).toEqual(["error"]);
                expect(typeof payload.error.code).toBe("string");
                expect(typeof payload.error.message).toBe("string");
                expect(typeof payload.error.requestId).toBe("string");
                if (LOCAL_VALIDATION.test(payload.error.message)) expect(reachedUpstream).toBe(false);
              }
              expect(({} as Record<string, unknown>).polluted).toBeUndefined();
            }),
            { numRuns: RUNS[engine] },
          );
        }
      });
    }
  });
});
