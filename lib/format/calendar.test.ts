import { describe, expect, it } from "vitest";
import { formatDay, formatMonth } from "./calendar";

describe("formatDay and formatMonth", () => {
  it("write the service's date-only days and months in the one date format", () => {
    expect(formatDay("2026-11-20")).toBe("20 Nov 2026");
    expect(formatMonth("2026-11")).toBe("Nov 2026");
    expect(formatDay("not a day")).toBe("not a day");
  });
});
