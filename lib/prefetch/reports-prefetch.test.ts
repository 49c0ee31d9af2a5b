import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { prefetchReportsPage } from "@/lib/prefetch/reports-prefetch";
import { brandListOptions } from "@/lib/queries/brands";
import { reportByIdOptions } from "@/lib/queries/reports";

const state = vi.hoisted(() => ({
  scope: null as null | { principal: unknown; organization: string | undefined; org: string },
  calls: [] as string[],
  pending: 0,
  maxPending: 0,
  allowances: 0,
  missing: false,
}));
const tick = async (name: string) => {
  state.calls.push(name);
  state.maxPending = Math.max(state.maxPending, ++state.pending);
  await new Promise((r) => setTimeout(r, 5));
  state.pending--;
};
vi.mock("@/lib/prefetch/server-prefetch", () => ({ prefetchScope: async () => state.scope }));
vi.mock("@/lib/bff/handler", () => ({ limitRate: async () => void state.allowances++ }));
vi.mock("@/lib/upstream/get-client", () => ({ getUpstreamClient: () => ({}) }));
vi.mock("@/lib/reports/report-list", () => ({
  listReportsIndexed: async (_c: unknown, q: { slug?: string }) => {
    await tick(`list:${q.slug ?? ""}`);
    return { reports: [], nextCursor: null };
  },
}));
vi.mock("@/lib/upstream/brands", () => ({
  listBrands: async () => {
    await tick("brands");
    return { brands: [] };
  },
}));
vi.mock("@/lib/reports/report-by-id", () => ({
  getReportById: async (_c: unknown, id: string) => {
    await tick(`report:${id}`);
    if (state.missing) throw new Error("REPORT_INDEXING");
    return { report: { id }, organization: null };
  },
}));

const page = (openReport?: string) => ({ listParams: new URLSearchParams("limit=20"), listKey: (org: string) => ["org", org, "reports", "list"], openReport });

beforeEach(() => {
  state.scope = { principal: { kind: "user" }, organization: "globex", org: "globex" };
  state.calls = [];
  state.pending = state.maxPending = state.allowances = 0;
  state.missing = false;
});

describe("prefetchReportsPage", () => {
  it("asks for the first page, the brands and a shared link's report at once, under the browser's keys", async () => {
    const qc = new QueryClient();
    await prefetchReportsPage(qc, page("42"));
    expect(state.calls.sort()).toEqual(["brands", "list:globex", "report:42"]);
    expect(state.maxPending).toBe(3);
    expect(qc.getQueryData(["org", "globex", "reports", "list"])).toMatchObject({ pages: [{ reports: [] }] });
    expect(qc.getQueryData(brandListOptions("globex").queryKey)).toEqual({ brands: [] });
    expect(qc.getQueryData(reportByIdOptions("globex", "42").queryKey)).toMatchObject({ report: { id: "42" } });
    // The scope spent one allowance for the page; the brands and the report one each.
    expect(state.allowances).toBe(2);
  });

  it("asks for no report when the link names none or a malformed id, and leaves a failed lookup to the browser", async () => {
    await prefetchReportsPage(new QueryClient(), page(undefined));
    await prefetchReportsPage(new QueryClient(), page("bad\u0000id"));
    await prefetchReportsPage(new QueryClient(), page("x".repeat(201)));
    expect(state.calls.filter((c) => c.startsWith("report:"))).toEqual([]);
    state.missing = true;
    const qc = new QueryClient();
    await prefetchReportsPage(qc, page("7"));
    expect(qc.getQueryData(reportByIdOptions("globex", "7").queryKey)).toBeUndefined();
  });

  it("asks nothing without a scope (signed out, a wall screen, or over the rate limit)", async () => {
    state.scope = null;
    await prefetchReportsPage(new QueryClient(), page("42"));
    expect(state.calls).toEqual([]);
  });
});
