import { describe, expect, it } from "vitest";
import { assigneeOptions, effectiveSort, matchesAssignee, type TakedownViewParams, takedownTotal } from "./takedown-view";

const params = (over: Partial<TakedownViewParams> = {}): TakedownViewParams => ({
  slug: null,
  status: null,
  liveness: null,
  type: null,
  q: null,
  sort: "updated-desc",
  age: null,
  asOf: null,
  stale: false,
  windowHours: null,
  ...over,
});

const snapshot = {
  generatedAt: "2026-11-26T00:00:00.000Z",
  takedownQueue: {
    statusCounts: { todo: 120, inProgress: 300, pendingInput: 7 },
    staleInProgress: 42,
    ageBuckets: { lt24h: 1, h24to72: 2, h72to168: 3, gte168h: 421 },
  },
};
const partial = { loaded: 50, complete: false, hasNextPage: true };

describe("takedownTotal", () => {
  it("takes the snapshot's count for a view it counts the same way", () => {
    expect(takedownTotal(params({ status: ["TODO"] }), partial, snapshot)).toEqual({ kind: "exact", count: 120, source: "snapshot" });
    expect(takedownTotal(params({ status: ["TODO", "IN_PROGRESS", "PENDING_INPUT"] }), partial, snapshot)).toMatchObject({ count: 427 });
    expect(takedownTotal(params({ stale: true, asOf: snapshot.generatedAt }), partial, snapshot)).toMatchObject({ kind: "exact", count: 42 });
    expect(
      takedownTotal(params({ status: ["TODO", "IN_PROGRESS", "PENDING_INPUT"], age: "gte168h", asOf: snapshot.generatedAt }), partial, snapshot),
    ).toMatchObject({ count: 421 });
  });

  it("says 'at least' for any other view, and the list's own count once every page is in", () => {
    expect(takedownTotal(params(), partial, snapshot)).toEqual({ kind: "at-least", count: 51 });
    expect(takedownTotal(params({ status: ["TODO"], q: "x" }), partial, snapshot)).toEqual({ kind: "at-least", count: 51 });
    expect(takedownTotal(params({ status: ["TODO"] }), partial, null)).toEqual({ kind: "at-least", count: 51 });
    expect(takedownTotal(params({ stale: true, asOf: "2026-11-20T00:00:00.000Z" }), partial, snapshot).kind).toBe("at-least");
    expect(takedownTotal(params(), { loaded: 73, complete: true, hasNextPage: false }, snapshot)).toEqual({ kind: "exact", count: 73, source: "list" });
    // A count the service did not send gives no total.
    const unsent = { ...snapshot, takedownQueue: { ...snapshot.takedownQueue, statusCounts: { ...snapshot.takedownQueue.statusCounts, todo: null } } };
    expect(takedownTotal(params({ status: ["TODO"] }), partial, unsent)).toEqual({ kind: "at-least", count: 51 });
  });
});

describe("effectiveSort", () => {
  it("names the order the stale view really reads: oldest change first", () => {
    expect(effectiveSort({ sort: "updated-desc", stale: true })).toBe("updated-asc");
    expect(effectiveSort({ sort: "created-desc", stale: false })).toBe("created-desc");
  });
});

describe("assignee filter", () => {
  const a = { assignee: { id: 4, fullName: "Zoe" } };
  const b = { assignee: { id: "7", fullName: "Adam" } };
  const none = { assignee: null };
  it("matches unassigned takedowns and one assignee by id", () => {
    expect([a, b, none].filter((t) => matchesAssignee(t, "unassigned"))).toEqual([none]);
    expect([a, b, none].filter((t) => matchesAssignee(t, "4"))).toEqual([a]);
    expect([a, b, none].filter((t) => matchesAssignee(t, null))).toHaveLength(3);
  });
  it("offers the assignees seen, by name", () => {
    expect(assigneeOptions([a, b, none, a])).toEqual([
      { value: "7", label: "Adam" },
      { value: "4", label: "Zoe" },
    ]);
  });
});
