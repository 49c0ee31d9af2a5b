import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { resetEnvForTests } from "@/lib/env";
import { TEST_ORIGIN } from "@/lib/testing/route-harness";
import { route } from "./handler";
import { resetLimitsForTests } from "./limits";
import { prefetchScope } from "./server-prefetch";

const state = vi.hoisted(() => ({ principal: null as Principal | null, orgCookie: undefined as string | undefined }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => state.principal }));
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (name === "rampart_org" && state.orgCookie !== undefined ? { name, value: state.orgCookie } : undefined) }),
}));

const GET = route({ permission: "read", call: async () => ({ ok: true }) });
const apiCall = () => GET(new Request(`${TEST_ORIGIN}/api/test-prefetch`, { headers: { Origin: TEST_ORIGIN } }));

beforeEach(() => {
  process.env.API_RATE_LIMIT_PER_MINUTE = "3";
  process.env.LOG_LEVEL = "silent";
  resetEnvForTests();
  resetLimitsForTests();
  state.principal = { kind: "user", userId: 7, username: "viewer", role: "viewer" };
  state.orgCookie = undefined;
});
afterAll(() => {
  delete process.env.API_RATE_LIMIT_PER_MINUTE;
  delete process.env.LOG_LEVEL;
  resetEnvForTests();
  resetLimitsForTests();
});

describe("prefetchScope", () => {
  it("counts a server page's prefetch against the session's /api rate limit", async () => {
    expect(await prefetchScope()).not.toBeNull();
    expect(await prefetchScope()).not.toBeNull();
    expect((await apiCall()).status).toBe(200);
    // The budget of 3 is spent by two renders and one call: both paths are now refused.
    expect(await prefetchScope()).toBeNull();
    expect((await apiCall()).status).toBe(429);
  });

  it("names the organization chosen in the shell, and none for a cookie that is not a slug", async () => {
    state.orgCookie = "globex";
    expect((await prefetchScope())?.organization).toBe("globex");
    state.orgCookie = "%E0%A4%A";
    expect((await prefetchScope())?.organization).toBeUndefined();
  });

  it("prefetches nothing for a signed-out visitor or a wall screen", async () => {
    state.principal = null;
    expect(await prefetchScope()).toBeNull();
    state.principal = { kind: "wall", linkId: 1, name: "lobby" };
    expect(await prefetchScope()).toBeNull();
  });
});
