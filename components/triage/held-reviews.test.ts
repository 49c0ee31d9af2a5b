import { describe, expect, it } from "vitest";
import type { TriageBudgetView } from "@/lib/triage/view-types";
import { budgetBlockReason } from "./held-reviews";

const NOW = Date.parse("2026-11-26T12:22:00Z");
const spent: TriageBudgetView = { limit: 10, used: 10, held: 0, remaining: 0, blockedUntil: null };

describe("budgetBlockReason", () => {
  it("says when the next review frees up, as a time and as a wait (issue 29)", () => {
    const reason = budgetBlockReason({ ...spent, nextFreeAt: "2026-11-26T14:32:00Z" }, NOW);
    expect(reason).toMatch(/^No reviews left: your organization's 10 reviews in 24 hours are used\. Next review possible at \d\d:\d\d \S+, in 2 h 10 min\.$/);
  });

  it("after the service's 429, the time it gave, with the wait", () => {
    const reason = budgetBlockReason({ ...spent, blockedUntil: "2026-11-26T12:52:00Z", nextFreeAt: "2026-11-26T12:52:00Z" }, NOW);
    expect(reason).toContain("Next review possible at");
    expect(reason).toContain("in 30 min.");
  });

  it("says nothing of a time it does not know, and nothing at all while reviews are left", () => {
    expect(budgetBlockReason(spent, NOW)).toBe("No reviews left: your organization's 10 reviews in 24 hours are used.");
    expect(budgetBlockReason({ ...spent, remaining: 3 }, NOW)).toBeNull();
  });
});
