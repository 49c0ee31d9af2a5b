import { describe, expect, it, vi } from "vitest";
import type { Report, ReportList } from "@/lib/contract/report";
import { readReport } from "@/lib/contract/report";
import type { ListReportsQuery } from "@/lib/upstream/reports";
import { MAX_BULK_ITEMS } from "./schemas";
import { filterQueryOf, reportsMatching } from "./selection";

const report = (id: number): Report =>
  readReport({ id, createdAt: "2026-11-01T00:00:00Z", updatedAt: `2026-11-01T00:00:${String(id % 60).padStart(2, "0")}Z`, status: "TODO" })!;

/** A service list of `total` reports, 20 a page, with or without its totalCount. */
function lister(total: number, sendsTotal = true) {
  const calls: ListReportsQuery[] = [];
  const list = async (query: ListReportsQuery): Promise<ReportList> => {
    calls.push(query);
    const start = query.cursor === undefined ? 0 : Number(query.cursor);
    const ids = Array.from({ length: Math.min(20, total - start) }, (_, i) => start + i + 1);
    return { reports: ids.map(report), nextCursor: start + 20 < total ? String(start + 20) : null, totalCount: sendsTotal ? total : null };
  };
  return { list, calls };
}

describe("a selection of every report matching a filter", () => {
  it("counts every matching report across pages, not only a loaded page", async () => {
    const { list, calls } = lister(47);
    const onPage = vi.fn(async () => undefined);
    const selection = await reportsMatching(list, filterQueryOf("status=TODO"), onPage);
    expect(selection.ids).toHaveLength(47);
    expect(new Set(selection.ids).size).toBe(47);
    expect(calls.map((c) => c.cursor)).toEqual([undefined, "20", "40"]);
    expect(calls.every((c) => c.status === "TODO" && c.limit === 20)).toBe(true);
    expect(onPage).toHaveBeenCalledTimes(3);
    expect(selection.versions.get("7")).toBe("2026-11-01T00:00:07Z");
  });

  it("refuses more than the cap before walking when the service says its total, and while walking when it does not", async () => {
    const sent = lister(MAX_BULK_ITEMS + 1);
    await expect(reportsMatching(sent.list, {}, async () => undefined)).rejects.toThrow(/1,001 reports match this filter/);
    expect(sent.calls).toHaveLength(1);
    const unsent = lister(MAX_BULK_ITEMS + 5, false);
    await expect(reportsMatching(unsent.list, {}, async () => undefined)).rejects.toThrow(/narrow the filter/);
  });

  it("takes only the filters of a page's address, and refuses one the page would not", () => {
    expect(filterQueryOf("status=TODO&report=5132&fold=true&density=comfortable")).toEqual({ status: "TODO" });
    expect(() => filterQueryOf("status=NOPE")).toThrow(/not one the reports page takes/);
  });
});
