// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeReport } from "@/lib/report-index/fake-list";
import { useReportList } from "./use-report-list";

const at = "2026-11-20T10:00:00.000Z";
// The list holds 30 (a duplicate of 20) and 10 (a duplicate of 5); neither 20 nor 5 is loaded, and 20 duplicates 5.
const listed = [fakeReport({ id: 30, createdAt: at, duplicateOfId: 20 }), fakeReport({ id: 10, createdAt: at, duplicateOfId: 5 })];
const byId: Record<string, ReturnType<typeof fakeReport>> = {
  "20": fakeReport({ id: 20, createdAt: at, duplicateOfId: 5 }),
  "5": fakeReport({ id: 5, createdAt: at }),
};

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://console.test").pathname;
      const id = /^\/api\/organization\/reports\/([^/]+)$/.exec(path)?.[1];
      const body = id === undefined ? { reports: listed, nextCursor: null, totalCount: 2 } : { report: byId[decodeURIComponent(id)], organization: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("useReportList folded", () => {
  it("folds by duplicateOfId through a canonical report the list has not loaded: one group under 5, headed by 5 fetched by id", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useReportList({}, true), { wrapper });
    await waitFor(() => expect(result.current.items.map((i) => String(i.report.id))).toEqual(["5"]));
    expect(result.current.uniqueCount).toBe(1);
    expect(result.current.items[0]!.duplicates?.count).toBe(2);
  });
});
