import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal, UserPrincipal } from "@/lib/auth/principal";
import { createUser } from "@/lib/auth/users";
import { getDb } from "@/lib/db";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { CONSOLE_CASES } from "@/lib/testing/dialect-matrix/console-cases";
import { type CaseTable, DIALECTS, type MatrixContext, METRICS_TOKEN, readAnswer, WEBHOOK_SECRET } from "@/lib/testing/dialect-matrix/context";
import { SERVICE_CASES } from "@/lib/testing/dialect-matrix/service-cases";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, routeTestEnvOn } from "@/lib/testing/route-harness";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";

// The caller is set per call; the rest of the session code runs, on a cookie jar in place of Next's.
const session = vi.hoisted(() => ({ principal: null as Principal | null, jar: new Map<string, string>() }));
vi.mock("@/lib/auth/session", async (original) => ({ ...(await original<object>()), readPrincipal: async () => session.principal }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (session.jar.has(name) ? { name, value: session.jar.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge?: number }) => {
      if (options.maxAge !== undefined && options.maxAge <= 0) session.jar.delete(name);
      else session.jar.set(name, value);
    },
    delete: (name: string) => session.jar.delete(name),
  }),
}));

const CASES: CaseTable = { ...SERVICE_CASES, ...CONSOLE_CASES };
const PASSWORD = "matrix-password-1";

describe("the dialect matrix's table", () => {
  it("has a case for every method of every route file, and none for a route or method that does not exist", async () => {
    const declared: string[] = [];
    for (const route of Object.keys(ROUTE_MODULES).map(apiPathOf)) {
      for (const [method] of await handlersOf(route)) declared.push(`${method} ${route}`);
    }
    const cased = Object.entries(CASES).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method} ${route}`));
    expect(
      declared.filter((d) => !cased.includes(d)),
      "routes without a case",
    ).toEqual([]);
    expect(
      cased.filter((c) => !declared.includes(c)),
      "cases without a route",
    ).toEqual([]);
    expect(
      Object.keys(SERVICE_CASES).filter((r) => r in CONSOLE_CASES),
      "routes in both tables",
    ).toEqual([]);
  });
});

describe.each(DIALECTS)("every /api route against the %s dialect", (dialect) => {
  const env = routeTestEnvOn(
    "sqlite",
    { METRICS_TOKEN, SERVICE_WEBHOOK_SECRET: WEBHOOK_SECRET, REVIEW_UNDO_SECONDS: "30", HISTORY_RECORDER: "off" },
    { variant: dialect },
  );
  let receiver: WebhookReceiver;
  const ctx = {} as MatrixContext;

  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => null);
    const db = await getDb();
    const principalOf = async (username: string, role: UserPrincipal["role"]): Promise<UserPrincipal> => {
      const user = await createUser(db, { username, password: PASSWORD, role });
      return { kind: "user", userId: user.id, username, role };
    };
    Object.assign(ctx, {
      dialect,
      env: env(),
      receiver,
      users: {
        admin: await principalOf("ada", "admin"),
        reviewer: await principalOf("rex", "reviewer"),
        viewer: await principalOf("vic", "viewer"),
        password: PASSWORD,
      },
      wall: { kind: "wall", linkId: 1, name: "lobby" },
      async fetch(method, route, options = {}) {
        const { as, ...rest } = options;
        session.principal = as === undefined ? ctx.users.admin : as;
        session.jar = new Map();
        const handler = (await handlersOf(route)).find(([m]) => m === method)?.[1];
        if (!handler) throw new Error(`no ${method} /api/${route}`);
        return callRoute(handler, method, route, rest);
      },
      async call(method, route, options) {
        const answer = await readAnswer(await ctx.fetch(method, route, options));
        // No answer of any route, in any dialect, carries the key (was e2e/key-leak.spec.ts's API half).
        expect(answer.text.includes(DEMO_KEYS.acme), `the key in ${method} /api/${route}`).toBe(false);
        return answer;
      },
    } satisfies MatrixContext);
  });
  afterAll(async () => {
    await receiver?.close();
  });

  for (const [route, methods] of Object.entries(CASES)) {
    for (const [method, matrixCase] of Object.entries(methods)) {
      it(`${method} /api/${route}`, () => matrixCase!.run(ctx));
    }
  }
});
