import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { route } from "@/lib/bff/handler";
import { resetLimitsForTests } from "@/lib/bff/limits";
import { chosenOrganization } from "@/lib/bff/organization";
import { resetEnvForTests } from "@/lib/env";
import { prefetchScope } from "@/lib/prefetch/server-prefetch";
import { OrganizationScopeProvider, useOrganizationScope } from "@/lib/queries/organization-scope";
import { reportKeys } from "@/lib/queries/reports";
import { readFiltersFromUrl } from "@/lib/reports/report-filters";
import { TEST_ORIGIN } from "@/lib/testing/route-harness";

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

/** The key the browser reads: the console layout's provider, fed by the same cookie, and the page's hook. */
async function clientKey(build: (org: string) => unknown): Promise<unknown> {
  let key: unknown;
  function Probe() {
    key = build(useOrganizationScope());
    return null;
  }
  const slug = await chosenOrganization();
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <OrganizationScopeProvider slug={slug}>
        <Probe />
      </OrganizationScopeProvider>
    </QueryClientProvider>,
  );
  return key;
}

describe("server prefetch and browser keys", () => {
  const { filters } = readFiltersFromUrl(new URLSearchParams("status=TODO&q=login"));

  it.each([["globex"], [undefined], ["%E0%A4%A"]])("are the same for the organization cookie %s, so hydration hits", async (cookie) => {
    state.orgCookie = cookie;
    const scope = await prefetchScope();
    expect(scope).not.toBeNull();
    const server = reportKeys.list(scope!.org, filters);
    expect(await clientKey((org) => reportKeys.list(org, filters))).toEqual(server);
    expect(server.slice(0, 2)).toEqual(["org", cookie === "globex" ? "globex" : "default"]);
  });
});
