import { describe, expect, it } from "vitest";
import { whyNotAnId } from "./id-refusal";

describe("whyNotAnId", () => {
  it("takes what the service's Tolerance table calls an id: any integer or non-empty printable text", () => {
    for (const id of ["5132", "-5", "1.5", "abc", "rpt_1234567890abcdef", "prop_abc123", "Ünïcode ✓", "a".repeat(200)]) expect(whyNotAnId(id)).toBeNull();
  });

  it("refuses, in words, what cannot be an id", () => {
    expect(whyNotAnId("")).toBe("it is empty");
    expect(whyNotAnId("   ")).toBe("it is only spaces");
    expect(whyNotAnId("12\u00003")).toBe("it holds a control character");
    expect(whyNotAnId("12\n")).toBe("it holds a control character");
    expect(whyNotAnId("\ud800x")).toBe("it holds a character that is not complete");
    expect(whyNotAnId("a".repeat(201))).toBe("it is longer than 200 characters");
    expect(whyNotAnId("..")).toBe("dots alone name no report");
  });
});
