import { describe, expect, it } from "vitest";
import { countText, reviewCostText } from "./view-words";

const at = "2026-11-26T12:00:00.000Z";

describe("view words", () => {
  it("says a count, a capped count, and one not known", () => {
    expect(countText({ count: 1234, more: false, countedAt: at })).toBe("1,234");
    expect(countText({ count: 500, more: true, countedAt: at })).toBe("500+");
    expect(countText({ count: null, more: false, countedAt: at })).toBe("–");
  });

  it("says what a triage view costs of today's remaining reviews", () => {
    const budget = { remaining: 6, limit: 10 };
    expect(reviewCostText({ count: 4, more: false, countedAt: at }, budget)).toBe("Needs 4 reviews; 6 of today's 10 reviews left");
    expect(reviewCostText({ count: 1, more: false, countedAt: at }, budget)).toBe("Needs 1 review; 6 of today's 10 reviews left");
    expect(reviewCostText({ count: 37, more: false, countedAt: at }, budget)).toBe("Needs 37 reviews; 6 of today's 10 reviews left, 31 short");
    expect(reviewCostText({ count: 0, more: false, countedAt: at }, budget)).toBe("Nothing to review; 6 of today's 10 reviews left");
  });
});
