import { describe, expect, it } from "vitest";
import type { Takedown } from "@/lib/contract/takedown";
import { isStale, takedownKeys, takedownListBody, trimStalePage } from "./takedowns";

const row = (id: number, status: string, updatedAt: string): Takedown => ({
  id,
  status,
  createdAt: updatedAt,
  updatedAt,
  asset: null,
  assignee: null,
  brand: null,
});

describe("takedownListBody", () => {
  it("writes only what is set, lists as arrays, and the sort as the service's sorting", () => {
    expect(takedownListBody({})).toEqual({ sorting: [{ key: "updatedAt", direction: "desc" }] });
    expect(
      takedownListBody({
        slug: " acme ",
        text: " x ",
        statuses: ["TODO"],
        liveness: ["DEAD"],
        assetTypes: ["URL"],
        sort: "created-asc",
        createdFrom: "a",
        createdTo: "b",
      }),
    ).toEqual({
      slug: "acme",
      query: "x",
      startDate: "a",
      endDate: "b",
      assetType: ["URL"],
      takedownStatus: ["TODO"],
      livenessStatus: ["DEAD"],
      sorting: [{ key: "createdAt", direction: "asc" }],
    });
  });

  it("reads a stale-only view as IN_PROGRESS, oldest change first", () => {
    expect(takedownListBody({ staleBefore: "2026-11-13T12:00:00.000Z", statuses: ["TODO"], sort: "created-desc" })).toEqual({
      takedownStatus: ["IN_PROGRESS"],
      sorting: [{ key: "updatedAt", direction: "asc" }],
    });
  });

  it("keys views hierarchically under the organization's takedowns/list", () => {
    expect(takedownKeys.list("acme", { statuses: ["TODO"] }).slice(0, 4)).toEqual(["org", "acme", "takedowns", "list"]);
  });
});

describe("staleness", () => {
  const cutoff = "2026-11-13T12:00:00.000Z";
  it("counts an IN_PROGRESS takedown unchanged since the cutoff or earlier", () => {
    expect(isStale(row(1, "IN_PROGRESS", cutoff), Date.parse(cutoff))).toBe(true);
    expect(isStale(row(1, "IN_PROGRESS", "2026-11-13T12:00:00.001Z"), Date.parse(cutoff))).toBe(false);
    expect(isStale(row(1, "TODO", "2026-01-01T00:00:00.000Z"), Date.parse(cutoff))).toBe(false);
  });

  it("ends a stale-only list at the first fresher takedown", () => {
    const page = { takedowns: [row(1, "IN_PROGRESS", "2026-11-01T00:00:00.000Z"), row(2, "IN_PROGRESS", "2026-11-19T00:00:00.000Z")], nextPage: "p2" };
    expect(trimStalePage(page, cutoff)).toEqual({ takedowns: [page.takedowns[0]], nextPage: null });
    const allStale = { takedowns: [page.takedowns[0]], nextPage: "p2" };
    expect(trimStalePage(allStale, cutoff)).toBe(allStale);
    expect(trimStalePage(page, null)).toBe(page);
  });
});
