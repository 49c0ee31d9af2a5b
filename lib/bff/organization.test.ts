import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";
import { reachableOrganizations, requestOrganization, selectedOrganization } from "./organization";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

let env: RouteTestEnv;
beforeAll(async () => {
  env = await startRouteTestEnv({ UPSTREAM_API_KEY: DEMO_KEYS.staff });
  session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
});
afterAll(() => env.dispose());

it("reads the chosen organization from the request's cookie, ignoring anything not a slug", () => {
  const req = (cookie: string) => new Request("http://x/api", { headers: { cookie } });
  expect(selectedOrganization(req("a=1; rampart_org=globex; b=2"))).toBe("globex");
  expect(selectedOrganization(req("rampart_org=../evil"))).toBeUndefined();
  expect(selectedOrganization(req(""))).toBeUndefined();
});

it("ignores a chosen-organization cookie that does not decode, instead of failing the call", () => {
  const req = (cookie: string) => new Request("http://x/api", { headers: { cookie } });
  expect(selectedOrganization(req("rampart_org=%E0%A4%A"))).toBeUndefined();
  expect(selectedOrganization(req("x=%E0%A4%A; rampart_org=globex"))).toBe("globex");
});

it("reads the request's organization once as a scope: the input's slug, else the shell's choice (written into the input)", () => {
  const req = (cookie: string) => new Request("http://x/api", { headers: { cookie } });
  expect(requestOrganization({ slug: "acme" }, req("rampart_org=globex"))).toEqual({ kind: "org", slug: "acme" });
  const input: { slug?: string } = {};
  expect(requestOrganization(input, req("rampart_org=globex"))).toEqual({ kind: "org", slug: "globex" });
  expect(input.slug).toBe("globex");
  expect(requestOrganization(undefined, req("rampart_org=globex"))).toEqual({ kind: "org", slug: "globex" });
  const none: { slug?: string } = {};
  expect(requestOrganization(none, req("rampart_org=%E0%A4%A"))).toEqual({ kind: "own" });
  expect(none).toEqual({});
});

it("lists the organizations a staff key reaches", async () => {
  expect((await reachableOrganizations()).map((o) => o.slug).sort()).toEqual(["acme", "globex", "initech"]);
});

it("fills the v2 slug from the chosen organization, and an explicit slug wins", async () => {
  const [, reports] = (await handlersOf("organization/reports"))[0]!;
  const [, snapshot] = (await handlersOf("operations/queues/snapshot"))[0]!;
  const cookie = { cookie: "rampart_org=globex" };

  const mark = env.upstream.requests.length;
  expect((await callRoute(reports, "GET", "organization/reports", { query: "?limit=1", headers: cookie })).status).toBe(200);
  expect(env.upstream.requests[mark]!.url).toContain("slug=globex");

  expect((await callRoute(reports, "GET", "organization/reports", { query: "?limit=1&slug=initech", headers: cookie })).status).toBe(200);
  expect(env.upstream.requests.at(-1)!.url).toContain("slug=initech");

  const answer = await callRoute(snapshot, "POST", "operations/queues/snapshot", { body: {}, headers: cookie });
  expect((await answer.json()).scope.slug).toBe("globex");
  expect(JSON.parse(env.upstream.requests.at(-1)!.body).slug).toBe("globex");
});
