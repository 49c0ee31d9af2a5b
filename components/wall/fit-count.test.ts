import { describe, expect, it } from "vitest";
import { fitCount } from "./fit-count";

describe("fitCount", () => {
  it("shows every line when they fit", () => {
    expect(fitCount(7, 7 * 30, 30)).toBe(7);
    expect(fitCount(0, 100, 30)).toBe(0);
  });
  it("keeps room for '+N more' when they do not: 5 lines of room for 7 show 4 and '+3 more'", () => {
    expect(fitCount(7, 5 * 30, 30)).toBe(4);
    expect(fitCount(7, 20, 30)).toBe(0);
  });
  it("shows all when it cannot measure (no layout yet)", () => {
    expect(fitCount(7, 0, 0)).toBe(7);
  });
});
