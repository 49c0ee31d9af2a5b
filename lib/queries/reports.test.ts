import { InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Report } from "@/lib/contract/report";
import { countNewReports, type ReportListPage, reportListInfiniteOptions, reportPagePath } from "./reports";

const report = (id: number | string, createdAt: string) => ({ id, createdAt }) as unknown as Report;

afterEach(() => vi.unstubAllGlobals());

describe("reportPagePath", () => {
  it("always sends limit=20 and the filters, lists comma-separated", () => {
    const url = new URL(reportPagePath({ assetTypes: ["URL", "PAGE"], status: "TODO" }, null), "http://x");
    expect(url.pathname).toBe("/api/organization/reports");
    expect(url.searchParams.get("limit")).toBe("20");
    expect(url.searchParams.get("assetTypes")).toBe("URL,PAGE");
    expect(url.searchParams.has("cursor")).toBe(false);
  });
  it("passes an opaque cursor back byte for byte", () => {
    const cursor = "MjAyNi0xMS0yMFQxMjowMDowMC4wMDBafDQy+/=&x";
    expect(new URL(reportPagePath({}, cursor), "http://x").searchParams.get("cursor")).toBe(cursor);
  });
});

describe("reportListInfiniteOptions", () => {
  it("asks for the next page with exactly the cursor the previous page gave, and stops at null", async () => {
    const pages: ReportListPage[] = [
      { reports: [report(3, "2026-01-03")], nextCursor: "c/1+==", totalCount: 3 },
      { reports: [report(2, "2026-01-02")], nextCursor: "42", totalCount: 3 },
      { reports: [report(1, "2026-01-01")], nextCursor: null, totalCount: 3 },
    ];
    const seen: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const cursor = new URL(input, "http://x").searchParams.get("cursor");
        seen.push(cursor);
        const index = cursor === null ? 0 : cursor === "c/1+==" ? 1 : 2;
        return new Response(JSON.stringify(pages[index]), { status: 200, headers: { "Content-Type": "application/json" } });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(client, reportListInfiniteOptions("acme", { sources: ["APP"] }));
    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(seen).toEqual([null, "c/1+==", "42"]);
    expect(result.data?.pages.flatMap((p) => p.reports.map((r) => r.id))).toEqual([3, 2, 1]);
    expect(result.hasNextPage).toBe(false);
  });

  it("keys the list by organization, then its filters: ['org', slug, 'reports', 'list', filters]", () => {
    expect(reportListInfiniteOptions("acme", { status: "TODO" }).queryKey).toEqual(["org", "acme", "reports", "list", { status: "TODO" }]);
    expect(reportListInfiniteOptions("globex", { status: "TODO" }).queryKey).not.toEqual(reportListInfiniteOptions("acme", { status: "TODO" }).queryKey);
  });
});

describe("countNewReports", () => {
  const loaded = [report(10, "2026-01-10T00:00:00Z"), report(9, "2026-01-09T00:00:00Z")];
  it("counts the reports newer than the newest loaded one", () => {
    const newest = { reports: [report(12, "2026-01-12T00:00:00Z"), report(11, "2026-01-11T00:00:00Z"), ...loaded], nextCursor: "x", totalCount: 12 };
    expect(countNewReports(newest, loaded)).toEqual({ count: 2, more: false });
  });
  it("says there may be more when the whole page is new", () => {
    const newest = { reports: [report(12, "2026-01-12T00:00:00Z"), report(11, "2026-01-11T00:00:00Z")], nextCursor: "x", totalCount: 40 };
    expect(countNewReports(newest, loaded)).toEqual({ count: 2, more: true });
  });
  it("is zero when nothing is newer, or nothing is loaded", () => {
    expect(countNewReports({ reports: loaded, nextCursor: null, totalCount: 2 }, loaded)).toEqual({ count: 0, more: false });
    expect(countNewReports({ reports: loaded, nextCursor: null, totalCount: 2 }, [])).toEqual({ count: 0, more: false });
  });
});
