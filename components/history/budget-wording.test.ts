import { describe, expect, it } from "vitest";
import type { ReviewBudget } from "@/lib/queries/history";
import { describeBudget, notSeenNote } from "./budget-wording";

const NOW = Date.parse("2026-11-20T12:00:00.000Z");
const budget = (used: number, nextFreeAt: string | null): ReviewBudget => ({ limit: 10, windowHours: 24, used, remaining: Math.max(0, 10 - used), nextFreeAt });

describe("describeBudget", () => {
  it("says how many were used through this console and how many are left", () => {
    const w = describeBudget(budget(3, "2026-11-20T15:12:00.000Z"), NOW, null, "UTC");
    expect(w.used).toBe("3 of 10 reviews used through this console in the last 24 hours");
    expect(w.remaining).toBe("7 left");
    expect(w.nextFree).toBe("One more frees up at 15:12 UTC (in 3 h 12 min), when the oldest counted review is 24 hours old.");
    expect(w.service).toBeNull();
  });
  it("has no next-free line when nothing was used", () => {
    const w = describeBudget(budget(0, null), NOW, null, "UTC");
    expect(w.used).toBe("0 of 10 reviews used through this console in the last 24 hours");
    expect(w.remaining).toBe("10 left");
    expect(w.nextFree).toBeNull();
  });
  it("when spent, says none is left and when the next one frees up (another day named)", () => {
    const w = describeBudget(budget(10, "2026-11-21T09:30:00.000Z"), NOW, null, "UTC");
    expect(w.remaining).toBe("none left");
    expect(w.nextFree).toBe("The next review frees up at 21 Nov 2026, 09:30 UTC (in 21 h 30 min), when the oldest counted review is 24 hours old.");
  });
  it("a next-free time already past reads as any moment now", () => {
    expect(describeBudget(budget(10, "2026-11-20T11:59:00.000Z"), NOW, null, "UTC").nextFree).toBe("The next review frees up any moment now.");
  });
  it("after a 429 the service's Retry-After wins over the console's own count", () => {
    const w = describeBudget(budget(4, "2026-11-20T20:00:00.000Z"), NOW, new Date("2026-11-20T13:30:00.000Z"), "UTC");
    expect(w.remaining).toBe("none left, says the service");
    expect(w.service).toBe(
      "The service refused a review: the organization's budget is spent, counting reviews made elsewhere. By its Retry-After, reviews are possible again at 13:30 UTC (in 1 h 30 min).",
    );
  });
  it("forgets the service's answer once its time has passed", () => {
    const w = describeBudget(budget(4, null), NOW, new Date("2026-11-20T11:00:00.000Z"), "UTC");
    expect(w.service).toBeNull();
    expect(w.remaining).toBe("6 left");
  });
});

describe("notSeenNote", () => {
  it("says plainly that reviews made elsewhere count and are not seen", () => {
    const note = notSeenNote(10);
    expect(note).toContain("with other API keys");
    expect(note).toContain("count against the same 10");
    expect(note).toContain("are not seen here");
  });
});
