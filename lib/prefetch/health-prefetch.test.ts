import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { prefetchHealthchecks } from "@/lib/prefetch/health-prefetch";
import { checkQueryOptions, registryQueryOptions } from "@/lib/queries/healthchecks";

const ORG = "default";

const state = vi.hoisted(() => ({
  scope: null as null | { principal: unknown; organization: string | undefined; org: string },
  calls: [] as { path: string; body: unknown }[],
  pending: 0,
  maxPending: 0,
  refuse: new Set<number>(),
  allowances: 0,
}));
vi.mock("@/lib/prefetch/server-prefetch", () => ({ prefetchScope: async () => state.scope }));
vi.mock("@/lib/bff/handler", () => ({
  limitRate: async () => {
    state.allowances++;
    if (state.refuse.has(state.allowances)) throw new Error("429");
  },
}));
vi.mock("@/lib/upstream/get-client", () => ({ getUpstreamClient: () => ({}) }));
vi.mock("@/lib/upstream/healthchecks", () => ({
  listHealthchecks: async (_client: unknown, body: unknown) => {
    state.calls.push({ path: "/healthchecks/list", body });
    return { checks: [...DEFS.map((d) => ({ id: d.id, implemented: true })), { id: "x.not-yet", implemented: false }] };
  },
  runHealthcheck: async (_client: unknown, path: string, body: unknown) => {
    state.calls.push({ path, body });
    state.maxPending = Math.max(state.maxPending, ++state.pending);
    await new Promise((r) => setTimeout(r, 5));
    state.pending--;
    if (path === DEFS[2]!.path) throw new Error("upstream down");
    return { id: path };
  },
}));

const DEFS = HEALTHCHECK_CATALOG.slice(0, 4);
const requests = (slugInBody?: string) => () =>
  DEFS.map((definition, i) => ({ definition, body: { ...(slugInBody ? { slug: slugInBody } : {}), ...(i === 0 ? { warnThreshold: 3 } : {}) } }));

beforeEach(() => {
  state.scope = { principal: { kind: "user", userId: 1, username: "a", role: "viewer" }, organization: undefined, org: ORG };
  state.calls = [];
  state.pending = state.maxPending = state.allowances = 0;
  state.refuse = new Set();
});

describe("prefetchHealthchecks", () => {
  it("stores the registry and every check under the browser's keys, the checks all asked at once", async () => {
    const qc = new QueryClient();
    await prefetchHealthchecks(qc, null, requests());
    expect(qc.getQueryData(registryQueryOptions(ORG, null).queryKey)).toMatchObject({ checks: expect.any(Array) });
    expect(state.maxPending).toBe(DEFS.length);
    expect(qc.getQueryData(checkQueryOptions(ORG, DEFS[0]!, { warnThreshold: 3 }).queryKey)).toEqual({ id: DEFS[0]!.path });
    expect(qc.getQueryData(checkQueryOptions(ORG, DEFS[1]!, {}).queryKey)).toEqual({ id: DEFS[1]!.path });
    // A failed check is left for the browser to run (and show its error).
    expect(qc.getQueryData(checkQueryOptions(ORG, DEFS[2]!, {}).queryKey)).toBeUndefined();
    expect(state.allowances).toBe(DEFS.length);
  });

  it("asks for the shell's organization when the page names none, under the page's own keys", async () => {
    state.scope!.organization = "globex";
    state.scope!.org = "globex";
    const qc = new QueryClient();
    await prefetchHealthchecks(qc, null, requests());
    expect(state.calls[0]).toEqual({ path: "/healthchecks/list", body: { slug: "globex" } });
    expect(state.calls.slice(1).every((c) => (c.body as { slug?: string }).slug === "globex")).toBe(true);
    expect(qc.getQueryData(checkQueryOptions("globex", DEFS[1]!, {}).queryKey)).toBeDefined();

    state.calls = [];
    const named = new QueryClient();
    await prefetchHealthchecks(named, "acme", requests("acme"));
    expect(state.calls.every((c) => (c.body as { slug?: string }).slug === "acme")).toBe(true);
    expect(named.getQueryData(registryQueryOptions("globex", "acme").queryKey)).toBeDefined();
    expect(named.getQueryData(checkQueryOptions("globex", DEFS[1]!, { slug: "acme" }).queryKey)).toBeDefined();
  });

  it("spends one allowance per check and skips a check the rate limit refuses", async () => {
    state.refuse.add(2);
    const qc = new QueryClient();
    await prefetchHealthchecks(qc, null, requests());
    expect(state.calls.filter((c) => c.path !== "/healthchecks/list")).toHaveLength(DEFS.length - 1);
  });

  it("prefetches nothing without a scope (signed out, wall, or over the limit)", async () => {
    state.scope = null;
    const qc = new QueryClient();
    await prefetchHealthchecks(qc, null, requests());
    expect(state.calls).toEqual([]);
    expect(qc.getQueryCache().getAll()).toEqual([]);
  });
});
