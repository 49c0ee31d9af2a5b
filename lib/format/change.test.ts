import { describe, expect, it } from "vitest";
import { formatChange } from "./change";

describe("formatChange", () => {
  it("says a count's change against the previous period, with its share", () => {
    expect(formatChange(1543, 1400)).toBe("+143 (+10.2 %)");
    expect(formatChange(5, 10)).toBe("−5 (−50 %)");
    expect(formatChange(7, 7)).toBe("no change");
    expect(formatChange(4, 0)).toBe("+4 (none before)");
    expect(formatChange(null, 3)).toBeNull();
    expect(formatChange(3, null)).toBeNull();
  });
});
