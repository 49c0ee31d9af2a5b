import { describe, expect, it } from "vitest";
import { historyKeys, queueTrendPath, snapshotScope } from "./history";

describe("history query keys", () => {
  it("nest trends and the budget under ['history'] so one prefix refreshes them all", () => {
    expect(historyKeys.queue("org:acme", "7d")).toEqual(["history", "queues", "org:acme", "7d"]);
    expect(historyKeys.reviewBudget()).toEqual(["history", "review-budget"]);
    expect(historyKeys.queue("all", "24h").slice(0, 2)).toEqual([...historyKeys.queues()]);
  });
});

describe("snapshotScope", () => {
  it("is `all` for the staff view and `org:<slug>` otherwise", () => {
    expect(snapshotScope({ scope: { slug: "acme", all: false } })).toBe("org:acme");
    expect(snapshotScope({ scope: { slug: "acme", all: true } })).toBe("all");
  });
});

describe("queueTrendPath", () => {
  it("encodes the scope", () => {
    expect(queueTrendPath("org:acme", "30d")).toBe("/api/history/queues?scope=org%3Aacme&window=30d");
  });
});
