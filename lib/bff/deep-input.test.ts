import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { testEngines } from "@/lib/db/testing";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
  endSession: async () => undefined,
  endEverySessionOf: async () => 0,
}));

const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };

/** About 6,000 levels in 12 KB: what overflowed the stack in the NUL check (issue 28). */
const deepArrays = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const deepObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

async function post(route: string, rawBody: string) {
  const [, handler] = (await handlersOf(route)).find(([m]) => m === "POST")!;
  return callRoute(handler, "POST", route, { rawBody });
}

async function expectDepthRefusal(route: string, rawBody: string) {
  const response = await post(route, rawBody);
  expect(response.status, route).toBe(400);
  const payload = await response.json();
  expect(Object.keys(payload)).toEqual(["error"]);
  expect(payload.error).toMatchObject({ code: "BAD_REQUEST", message: expect.stringMatching(/nested too deeply/), requestId: expect.any(String) });
}

describe.each(testEngines())("deeply nested JSON bodies, on %s", (engine) => {
  const env = routeTestEnvOn(engine);

  it("signed out, sign-in answers 400 (arrays and objects, 6,000 and 32,000 levels)", async () => {
    session.principal = null;
    env();
    // How fast the refusal is belongs to the bench; here, only that each depth is refused in words.
    for (const body of [deepArrays(6_000), deepObjects(6_000), deepArrays(32_000), `{"username":${deepArrays(6_000)},"password":"x"}`]) {
      await expectDepthRefusal("session", body);
    }
  });

  it("signed in, a JSON route answers 400 before its schema, its audit or the service", async () => {
    session.principal = ADMIN;
    const before = env().upstream.requests.length;
    await expectDepthRefusal("wall-links", `{"name":${deepObjects(6_000)}}`);
    await expectDepthRefusal("asset/search", deepArrays(6_000));
    await expectDepthRefusal("triage/reviews", `{"proposalId":"1","review":${deepArrays(6_000)}}`);
    expect(env().upstream.requests.length).toBe(before);
  });

  it("still takes a body nested as deep as the limit allows, and wide ones", async () => {
    session.principal = ADMIN;
    env();
    const [, handler] = (await handlersOf("wall-links")).find(([m]) => m === "POST")!;
    const ok = await callRoute(handler, "POST", "wall-links", { body: { name: "lobby" } });
    expect(ok.status).toBe(201);
    // Nested but within the bound: the schema's own 400, not the depth refusal.
    const nested = await post("wall-links", `{"name":${deepArrays(30)}}`);
    expect(nested.status).toBe(400);
    expect((await nested.json()).error.message).toBe("Invalid body");
    // Brackets inside strings are text, not nesting.
    const inString = await post("wall-links", JSON.stringify({ name: "[".repeat(6_000) }));
    expect(inString.status).toBe(400);
    expect((await inString.json()).error.message).toBe("Invalid body");
  });
});
