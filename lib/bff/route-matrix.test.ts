import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { testEngines } from "@/lib/db/testing";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { apiPathOf, callRoute as call, handlersOf, ROUTE_MODULES as modules, routeTestEnvOn, withTempConsoleStore } from "@/lib/testing/route-harness";

// The session is Next's cookie store; here the principal is set per test instead.
const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
  endSession: async () => undefined,
  endEverySessionOf: async () => 0,
}));

type Decl = { permission: "public" | "read" | "review" | "admin"; wall?: boolean };

const HEALTHCHECK_PATHS = [
  "detections/silent-configs",
  "reviewing/backlog",
  "reviewing/old-proposals",
  "takedowns/todo-volume",
  "takedowns/in-progress-volume",
  "takedowns/stale-in-progress",
  "takedowns/cancelled-count",
  "takedowns/automation-off",
  "assets/dead-asset-spike",
  "organization/missing-contact-url",
];

/** The role table of issue 3 (docs/architecture.md, "Roles"): what each v2 proxy route must declare. */
const EXPECTED: Record<string, Record<string, Decl>> = {
  "organization/reports": { GET: { permission: "read" } },
  "organization/reports/[reportId]": { GET: { permission: "read" } },
  "organization/brands": { GET: { permission: "read" } },
  "organization/proposals/[proposalId]/review": { POST: { permission: "review" } },
  "organization/asset-groups": { GET: { permission: "read" }, POST: { permission: "admin" } },
  "organization/asset-groups/[groupId]": { PATCH: { permission: "admin" }, DELETE: { permission: "admin" } },
  // The organization's own assets (issue 46): everyone reads, admins change.
  "organization/assets": { GET: { permission: "read" }, POST: { permission: "admin" } },
  "organization/assets/[assetId]": { PATCH: { permission: "admin" }, DELETE: { permission: "admin" } },
  "healthchecks/list": { POST: { permission: "read", wall: true } },
  ...Object.fromEntries(HEALTHCHECK_PATHS.map((p) => [`healthchecks/${p}`, { POST: { permission: "read", wall: true } as Decl }])),
  "operations/queues/snapshot": { POST: { permission: "read", wall: true } },
  "user/me": { POST: { permission: "admin" } },
  "user/me/update": { POST: { permission: "admin" } },
  "asset/unblock": { POST: { permission: "admin" } },
  "asset/search": { POST: { permission: "read" } },
  "takedowns/list": { POST: { permission: "read" } },
  // The outcome metrics, card by card (several v2 calls; the console's own figures beside them).
  outcomes: { GET: { permission: "read" } },
  // The console's image proxy: any reader, never a wall screen (the wall shows no attachments).
  "attachments/image": { GET: { permission: "read" } },
};

const PRINCIPALS: Record<string, Principal | null> = {
  none: null,
  viewer: { kind: "user", userId: 3, username: "viewer", role: "viewer" },
  reviewer: { kind: "user", userId: 2, username: "reviewer", role: "reviewer" },
  admin: { kind: "user", userId: 1, username: "admin", role: "admin" },
  // Users the identity provider signed in (docs/sign-in.md): their role came from its groups, and
  // every route treats them by that role alone.
  "sso-viewer": { kind: "user", userId: 13, username: "sso-viewer", role: "viewer" },
  "sso-reviewer": { kind: "user", userId: 12, username: "sso-reviewer", role: "reviewer" },
  "sso-admin": { kind: "user", userId: 11, username: "sso-admin", role: "admin" },
  wall: { kind: "wall", linkId: 1, name: "lobby" },
};

function expectedStatus(decl: Decl, who: string): 401 | 403 | "allowed" {
  if (decl.permission === "public") return "allowed";
  if (who === "none") return 401;
  if (who === "wall") return decl.wall ? "allowed" : 403;
  const principal = PRINCIPALS[who]!;
  const rank = { viewer: 0, reviewer: 1, admin: 2 }[principal.kind === "user" ? principal.role : "viewer"];
  const needed = { read: 0, review: 1, admin: 2 }[decl.permission];
  return rank >= needed ? "allowed" : 403;
}

describe.each(testEngines())("on %s", (engine) => {
  const env = routeTestEnvOn(engine);

  beforeEach(() => {
    env().upstream.requests.length = 0;
    session.principal = null;
  });

  describe("every v2 proxy route declares the permission of the role table", () => {
    it("has exactly the routes of the table, each with its declared permission and wall access", async () => {
      const proxyRoutes = Object.keys(modules)
        .map(apiPathOf)
        .filter((r) => r.split("/")[0]! in { organization: 1, healthchecks: 1, operations: 1, user: 1, asset: 1, takedowns: 1, attachments: 1, outcomes: 1 });
      expect(proxyRoutes.sort()).toEqual(Object.keys(EXPECTED).sort());
      for (const route of proxyRoutes) {
        const declared = Object.fromEntries((await handlersOf(route)).map(([m, h]) => [m, { permission: h.permission, wall: h.wall }]));
        const expected = Object.fromEntries(Object.entries(EXPECTED[route]!).map(([m, d]) => [m, { permission: d.permission, wall: d.wall ?? false }]));
        expect(declared, route).toEqual(expected);
      }
    });
  });

  describe("roles × routes: 401 without a session, 403 without the permission, and no upstream call", () => {
    const routes = Object.keys(EXPECTED);
    for (const who of Object.keys(PRINCIPALS)) {
      it(`as ${who}`, async () => {
        session.principal = PRINCIPALS[who]!;
        for (const route of routes) {
          for (const [method, handler] of await handlersOf(route)) {
            env().upstream.requests.length = 0;
            const response = await call(handler, method, route);
            const expected = expectedStatus(EXPECTED[route]![method]!, who);
            const label = `${who} ${method} /api/${route}`;
            if (expected === "allowed") {
              // Allowed: never 401, and a 403 only when the upstream itself said so.
              expect(response.status, label).not.toBe(401);
              if (response.status === 403) expect(env().upstream.requests.length, label).toBeGreaterThan(0);
            } else {
              expect(response.status, label).toBe(expected);
              const body = await response.json();
              expect(body.error.code, label).toBe(expected === 401 ? "UNAUTHORIZED" : "FORBIDDEN");
              expect(typeof body.error.requestId, label).toBe("string");
              expect(env().upstream.requests, label).toHaveLength(0);
            }
          }
        }
      });
    }
  });

  describe("a path no route answers", () => {
    // Refused as a real route would be until the caller may read: a signed-out caller or a wall
    // screen cannot tell a missing path from an existing one; a reader gets the one error shape's 404.
    const EXPECTED_MISSING: Record<string, [number, string]> = {
      none: [401, "UNAUTHORIZED"],
      wall: [403, "FORBIDDEN"],
      viewer: [404, "NOT_FOUND"],
      reviewer: [404, "NOT_FOUND"],
      admin: [404, "NOT_FOUND"],
    };
    for (const [who, [status, code]] of Object.entries(EXPECTED_MISSING)) {
      it(`answers ${status} ${code} as ${who}, on every method, with a request id and no upstream call`, async () => {
        session.principal = PRINCIPALS[who]!;
        const handlers = await handlersOf("[...missing]");
        expect(handlers.map(([m]) => m).sort()).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"]);
        for (const [method, handler] of handlers) {
          const response = await call(handler, method, "does-not-exist/1", { query: "?x=1" });
          const body = await response.json();
          expect([response.status, body.error.code], `${who} ${method}`).toEqual([status, code]);
          expect(typeof body.error.requestId).toBe("string");
          expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        }
        expect(env().upstream.requests).toHaveLength(0);
      });
    }
  });

  describe("hostile path params are refused before any upstream call", () => {
    // Ids are opaque (lib/contract/ids.ts): "abc", "01" or "../1" are ids a service may use, sent
    // back as one encoded segment (below). What no id can be is refused.
    const HOSTILE = ["", ".", "..", " ", "a\u0000b", "a\nb", "\u0085", "x".repeat(201)];
    const targets: [string, string, string][] = [
      ["organization/proposals/[proposalId]/review", "POST", "proposalId"],
      ["organization/asset-groups/[groupId]", "PATCH", "groupId"],
      ["organization/asset-groups/[groupId]", "DELETE", "groupId"],
      ["organization/reports/[reportId]", "GET", "reportId"],
    ];
    for (const [route, method, param] of targets) {
      it(`${method} /api/${route}`, async () => {
        session.principal = PRINCIPALS.admin!;
        const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
        for (const value of HOSTILE) {
          const response = await call(handler, method, route, { params: { [param]: value }, body: { groupId: 1, name: "x" } });
          expect(response.status, value).toBe(400);
          expect((await response.json()).error.code, value).toBe("BAD_REQUEST");
        }
        expect(env().upstream.requests).toHaveLength(0);
      });
    }
  });

  describe("any other path id is sent back as one encoded segment, never changing the path", () => {
    const ODD = ["abc", "01", "-1", "//evil.com", "..%2f", "../1", "1/../2", "%2e%2e", "a?b#c", "rpt_1234567890abcdef"];
    const targets: [string, string, string, string][] = [
      ["organization/proposals/[proposalId]/review", "POST", "proposalId", "/organization/proposals/"],
      ["organization/asset-groups/[groupId]", "PATCH", "groupId", "/organization/asset-groups/"],
    ];
    for (const [route, method, param, prefix] of targets) {
      it(`${method} /api/${route}`, async () => {
        session.principal = PRINCIPALS.admin!;
        const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
        for (const value of ODD) {
          env().upstream.requests.length = 0;
          const body = param === "groupId" ? { groupId: value, name: "x" } : { assetId: 1, decision: "REJECT", rejectReason: "decayed" };
          await call(handler, method, route, { params: { [param]: value }, body });
          // Only the calls naming the id: a rename also lists the groups first (a name taken in another letter case).
          const sent = env()
            .upstream.requests.map((r) => new URL(r.url, "http://x").pathname)
            .filter((path) => path.includes(prefix));
          expect(sent.length, value).toBeGreaterThan(0);
          for (const path of sent) {
            const rest = path.slice(path.indexOf(prefix) + prefix.length);
            expect(decodeURIComponent(rest.split("/")[0]!), value).toBe(value);
          }
        }
      });
    }
  });

  describe("the key", () => {
    it("is sent on every upstream call and appears in no response", async () => {
      session.principal = PRINCIPALS.admin!;
      const calls: [string, string, { body?: unknown; query?: string; params?: Record<string, string> }][] = [
        ["organization/reports", "GET", { query: "?limit=5" }],
        ["organization/reports/[reportId]", "GET", { params: { reportId: "1" } }],
        ["organization/brands", "GET", {}],
        ["organization/asset-groups", "GET", {}],
        ["healthchecks/list", "POST", {}],
        ...HEALTHCHECK_PATHS.map((p) => [`healthchecks/${p}`, "POST", {}] as [string, string, { body?: unknown }]),
        ["operations/queues/snapshot", "POST", {}],
        ["user/me", "POST", {}],
        ["organization/proposals/[proposalId]/review", "POST", { body: { assetId: 1, decision: "REJECT", rejectReason: "irrelevant" } }],
        ["asset/unblock", "POST", { body: { content: "https://no-such-asset.example", reason: "test" } }],
        ["asset/search", "POST", { body: { content: "https://www.acme.example" } }],
        ["takedowns/list", "POST", {}],
        ["outcomes", "GET", { query: "?window=7" }],
      ];
      for (const [route, method, options] of calls) {
        const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
        const before = env().upstream.requests.length;
        const response = await call(handler, method, route, options);
        expect(response.status, route).toBeLessThan(500);
        expect(env().upstream.requests.length, `${route} reached the upstream: ${response.status} ${await response.clone().text()}`).toBeGreaterThan(before);
        const text = await response.text();
        expect(text.includes(DEMO_KEYS.acme), route).toBe(false);
        expect(response.headers.get("cache-control"), route).toBe("no-store");
      }
      expect(env().upstream.requests.length).toBeGreaterThanOrEqual(calls.length);
      for (const request of env().upstream.requests) expect(request.headers["x-api-key"]).toBe(DEMO_KEYS.acme);
    });
  });
});

/** The sign-in routes of the identity provider: the flow is public (it makes the session); what it shows and tests is for admins. */
const SIGN_IN_ROUTES: Record<string, Record<string, Decl>> = {
  "session/sso": { GET: { permission: "public" } },
  "session/sso/callback": { GET: { permission: "public" } },
  "session/sso/settings": { GET: { permission: "admin" } },
  "session/sso/test-mapping": { POST: { permission: "admin" } },
};

describe("sign-in routes of the identity provider, for every role and SSO users", () => {
  for (const [route, methods] of Object.entries(SIGN_IN_ROUTES)) {
    it(`${Object.keys(methods).join(", ")} /api/${route}`, async () => {
      const handlers = await handlersOf(route);
      expect(Object.fromEntries(handlers.map(([m, h]) => [m, { permission: h.permission }]))).toEqual(methods);
      for (const [method, handler] of handlers) {
        const decl = methods[method]!;
        if (decl.permission === "public") continue;
        for (const who of Object.keys(PRINCIPALS)) {
          session.principal = PRINCIPALS[who]!;
          const response = await call(handler, method, route, { body: { claims: {} } });
          const expected = expectedStatus(decl, who);
          if (expected === "allowed") expect([401, 403], `${who} ${method} /api/${route}`).not.toContain(response.status);
          else expect(response.status, `${who} ${method} /api/${route}`).toBe(expected);
        }
      }
    });
  }
});

describe("the live event stream (GET /api/live): every signed-in role and a wall link, never signed out", () => {
  it("answers a stream of server-sent events, or 401", async () => {
    const [[method, handler]] = (await handlersOf("live")) as [[string, Awaited<ReturnType<typeof handlersOf>>[number][1]]];
    expect({ method, permission: handler.permission, wall: handler.wall }).toEqual({ method: "GET", permission: "read", wall: true });
    for (const who of Object.keys(PRINCIPALS)) {
      session.principal = PRINCIPALS[who]!;
      const response = await call(handler, method, "live");
      if (who === "none") {
        expect(response.status, who).toBe(401);
        continue;
      }
      expect(response.status, who).toBe(200);
      expect(response.headers.get("Content-Type"), who).toBe("text/event-stream; charset=utf-8");
      expect(response.headers.get("Cache-Control"), who).toContain("no-transform");
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value), who).toMatch(/^retry: \d+\n/);
      await reader.cancel();
    }
  });
});

/** The console's own routes open to every signed-in role (docs/architecture.md, "Roles"), never to a wall screen. */
const EVERY_USER: Record<string, string> = {
  "session/password": "POST",
  "session/everywhere": "DELETE",
  "service-connection": "GET",
  // Saved views (issue 34): viewers keep personal ones; sharing is checked in the call (reviewers and admins).
  "saved-views": "GET",
  "saved-views/default": "POST",
  "saved-views/[viewId]": "PATCH",
};

describe("self-service routes: every signed-in role, no wall screen", () => {
  for (const [route, method] of Object.entries(EVERY_USER)) {
    it(`${method} /api/${route}`, async () => {
      const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
      expect({ permission: handler.permission, wall: handler.wall }).toEqual({ permission: "read", wall: false });
      for (const who of Object.keys(PRINCIPALS)) {
        session.principal = PRINCIPALS[who]!;
        const response = await call(handler, method, route, { body: {} });
        const expected = who === "none" ? 401 : who === "wall" ? 403 : null;
        if (expected) expect(response.status, who).toBe(expected);
        else expect([401, 403], who).not.toContain(response.status);
      }
    });
  }
});

/** Machine callers that sign their body instead of holding a session (lib/bff/handler.ts `signed`). */
const SIGNED_ROUTES: Record<string, string> = { "webhooks/service": "POST" };

describe("signed routes: a session opens nothing, a missing signature is 401 for everyone", () => {
  // The receiver reads the secrets a rotation from /settings keeps in the store.
  withTempConsoleStore("route-matrix-signed");
  for (const [route, method] of Object.entries(SIGNED_ROUTES)) {
    it(`${method} /api/${route}`, async () => {
      const handlers = await handlersOf(route);
      expect(handlers.map(([m, h]) => [m, h.permission, h.wall])).toEqual([[method, "signed", false]]);
      for (const who of Object.keys(PRINCIPALS)) {
        session.principal = PRINCIPALS[who]!;
        const response = await call(handlers[0]![1], method, route, { body: { event: "debug.test", data: {} } });
        expect(response.status, who).toBe(401);
        expect((await response.json()).error.code, who).toBe("UNAUTHORIZED");
      }
    });
  }
});
