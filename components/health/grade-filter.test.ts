import { describe, expect, it } from "vitest";
import { parseGrades, serializeGrades, shownByGrade, toggleGrade } from "./grade-filter";

describe("grade filter", () => {
  it("reads the grades from the URL in a fixed order, dropping unknown words", () => {
    expect(parseGrades("fail,warn,bogus")).toEqual(["warn", "fail"]);
    expect(parseGrades("nope")).toBeNull();
    expect(serializeGrades(["fail", "ok"])).toBe("ok,fail");
  });

  it("toggles a pill on and off; none left is no filter", () => {
    expect(toggleGrade(null, "warn")).toEqual(["warn"]);
    expect(toggleGrade(["warn"], "fail")).toEqual(["warn", "fail"]);
    expect(toggleGrade(["warn"], "warn")).toBeNull();
  });

  it("shows every card without a filter, and only the graded ones that match with one", () => {
    expect(shownByGrade("running", null)).toBe(true);
    expect(shownByGrade("fail", ["fail"])).toBe(true);
    expect(shownByGrade("ok", ["fail"])).toBe(false);
    expect(shownByGrade("not-implemented", ["fail"])).toBe(false);
  });
});
