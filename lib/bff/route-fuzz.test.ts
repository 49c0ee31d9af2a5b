import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { type TestEngine, testEngines } from "@/lib/db/testing";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, routeTestEnvOn } from "@/lib/testing/route-harness";
import { WALK_REQUEST_PREFIX } from "@/lib/triage/walk-queue";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
  endSession: async () => undefined,
  endEverySessionOf: async () => 0,
}));

/** Errors the console raises itself, before any upstream call. */
const LOCAL_VALIDATION =
  /^(Invalid (path|query|body)|The request body is not valid JSON|The request body is nested too deeply|This endpoint takes no query parameters|The request body is too large)/;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "../..", "//evil.com", "%2e%2e%2f", "\u0000", "0", "-1", "1e9", "NaN", "null", "true"),
  fc.string({ minLength: 5_000, maxLength: 70_000 }).map((s) => s.padEnd(5_000, "x")),
);
const hostileKey = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom("__proto__", "constructor", "prototype", "limit", "cursor", "slug", "name", "groupId", "assetId", "decision"),
);
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
  fc
    .constantFrom('{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{"polluted":1}}}', "[]", "null", "42", '"str"', "{", "not json", "")
    .map((raw) => ({ json: raw })),
  hostileValue.map((v) => ({ json: JSON.stringify(v) ?? "null" })),
);
/**
 * Depth and width extremes within the 64 KB body limit (issue 28): arrays and objects nested from
 * just inside the depth bound to tens of thousands of levels, alone or under a key a schema reads,
 * and objects and arrays thousands of members wide, flat or at the bound's depth.
 */
const nest = (levels: number, kind: "array" | "object", leaf: string) =>
  kind === "array" ? `${"[".repeat(levels)}${leaf}${"]".repeat(levels)}` : `${'{"a":'.repeat(levels)}${leaf}${"}".repeat(levels)}`;
const wideObject = (members: number) => `{${Array.from({ length: members }, (_, i) => `"k${i}":${i}`).join(",")}}`;
const wideArray = (members: number) => `[${Array.from({ length: members }, () => '"x"').join(",")}]`;
const extremeBody = fc.oneof(
  fc
    .tuple(
      fc.oneof(fc.integer({ min: 28, max: 40 }), fc.integer({ min: 1_000, max: 30_000 })),
      fc.constantFrom("array" as const, "object" as const),
      fc.constantFrom("", "name", "proposalId", "slug", "review"),
    )
    .map(([levels, kind, key]) => {
      // Six characters a level for objects: at most 10,000 of them fit the limit.
      const deep = nest(kind === "object" ? Math.min(levels, 10_000) : levels, kind, kind === "array" ? "1" : '"\u0000"');
      return { json: key ? `{"${key}":${deep}}` : deep };
    }),
  fc.integer({ min: 1_000, max: 5_000 }).map((n) => ({ json: wideObject(n) })),
  fc.integer({ min: 1_000, max: 15_000 }).map((n) => ({ json: wideArray(n) })),
  fc.integer({ min: 100, max: 1_000 }).map((n) => ({ json: nest(30, "array", wideObject(n)) })),
);
const hostileQuery = fc
  .array(fc.tuple(hostileKey, hostileString), { maxLength: 5 })
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.slice(0, 300))}`).join("&")}`));

const allRoutes = Object.keys(ROUTE_MODULES)
  .map(apiPathOf)
  .filter((r) => !["metrics", "healthz"].includes(r.split("/")[0]!));
const routes = allRoutes.filter((r) => r.split("/")[0] !== "session");

/** Fewer runs on PostgreSQL: the same properties, a smaller sample, to keep the suite's time reasonable. */
const RUNS: Record<TestEngine, number> = { sqlite: 40, postgres: 8 };
const EXTREME_RUNS: Record<TestEngine, number> = { sqlite: 12, postgres: 6 };

describe.each(testEngines())("on %s", (engine) => {
  // Every secret a route needs is set: an unset one is a 503 NOT_CONFIGURED in words, tested with its route.
  const env = routeTestEnvOn(engine, { SERVICE_WEBHOOK_SECRET: "w".repeat(40) });
  beforeAll(() => {
    session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
  });

  /** Every method of the route, with generated params, query and body: never a 5xx, always the one error shape. */
  async function fuzzRoute(route: string, body: fc.Arbitrary<{ json: string }>, numRuns: number) {
    for (const [method, handler] of await handlersOf(route)) {
      const names = [...route.matchAll(/\[(\w+)\]/g)].map((m) => m[1]!);
      await fc.assert(
        fc.asyncProperty(fc.tuple(...names.map(() => hostileString)), hostileQuery, body, async (paramValues, query, body) => {
          const params = Object.fromEntries(names.map((n, i) => [n, paramValues[i]!]));
          const before = env().upstream.requests.length;
          const response = await callRoute(handler, method, route, { params, query, rawBody: body.json });
          // The triage walk an earlier run started may still be calling the service: its calls are not this request's.
          const reachedUpstream = env()
            .upstream.requests.slice(before)
            .some((r) => !String(r.headers["x-request-id"] ?? "").startsWith(WALK_REQUEST_PREFIX));
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
        // A failing property must fail within the test's time, not shrink 70,000-character strings for ever.
        { numRuns, interruptAfterTimeLimit: 15_000 },
      );
    }
  }

  describe("hostile input on every route: never a 5xx, always the one error shape, no upstream call when invalid", () => {
    for (const route of routes) it(`/api/${route}`, () => fuzzRoute(route, hostileBody, RUNS[engine]));
  });

  describe("depth and width extremes on every route, sign-in and the session's own included: never a 5xx", () => {
    for (const route of allRoutes) it(`/api/${route}`, () => fuzzRoute(route, extremeBody, EXTREME_RUNS[engine]));
  });
});
