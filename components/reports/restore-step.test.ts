import { describe, expect, it } from "vitest";
import { restoreStep } from "./restore-step";

const at = (rows: number, more: Partial<Parameters<typeof restoreStep>[0]> = {}) =>
  restoreStep({ rows, rowHeight: 32, offset: 3_000 * 32, viewportHeight: 800, hasNextPage: true, failed: false, fetching: false, ...more });

describe("restoreStep: a reload returning to row 3,000", () => {
  it("asks for more pages past the first 1,000 rows, and goes there once the rows reach it", () => {
    expect(at(20)).toBe("fetch");
    expect(at(1_000)).toBe("fetch");
    expect(at(2_980)).toBe("fetch");
    expect(at(1_500, { fetching: true })).toBe("wait");
    expect(at(3_040)).toBe("go");
  });

  it("stops at what is loaded at the list's end or on a failed page", () => {
    expect(at(1_500, { hasNextPage: false })).toBe("go");
    expect(at(1_500, { failed: true })).toBe("go");
  });
});
