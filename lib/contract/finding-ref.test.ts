import { describe, expect, it } from "vitest";
import { LINKABLE_ID, parseFindingRef } from "./finding-ref";

describe("parseFindingRef", () => {
  it.each([
    // kind:id, the finding's own kind not needed
    [
      { kind: "takedown", ref: "takedown:3018" },
      { kind: "takedown", id: "3018" },
    ],
    [{ ref: "proposal:12" }, { kind: "proposal", id: "12" }],
    [
      { kind: "report", ref: "Report: rpt_1234567890abcdef" },
      { kind: "report", id: "rpt_1234567890abcdef" },
    ],
    // a bare id takes the finding's kind
    [
      { kind: "takedown", ref: "3018" },
      { kind: "takedown", id: "3018" },
    ],
    [
      { kind: "Proposal", ref: "prop_abc123" },
      { kind: "proposal", id: "prop_abc123" },
    ],
    [
      { kind: "takedowns", ref: " 7 " },
      { kind: "takedown", id: "7" },
    ],
    // a URL of the service's app: the segment after the kind, or a query parameter
    [
      { kind: "takedown", ref: "https://app.example.com/acme/takedowns/3018" },
      { kind: "takedown", id: "3018" },
    ],
    [{ ref: "https://app.example.com/acme/reports/rpt_1234567890abcdef?tab=assets" }, { kind: "report", id: "rpt_1234567890abcdef" }],
    [
      { kind: "proposal", ref: "https://app.example.com/review?proposal=prop_abc123" },
      { kind: "proposal", id: "prop_abc123" },
    ],
    [{ ref: "https://app.example.com/takedowns?id=3018" }, { kind: "takedown", id: "3018" }],
    [
      { kind: "takedown", ref: "https://app.example.com/x?takedownId=9" },
      { kind: "takedown", id: "9" },
    ],
    [
      { kind: "takedown", ref: "/takedowns?id=9" },
      { kind: "takedown", id: "9" },
    ],
    [
      { kind: "organization", ref: "organization:acme" },
      { kind: "organization", id: "acme" },
    ],
  ])("%j → %j", (finding, target) => {
    expect(parseFindingRef(finding)).toEqual(target);
  });

  it.each([
    [{ ref: "3018" }], // bare id without a kind
    [{ ref: "" }],
    [{ kind: "takedown", ref: "  " }],
    [{ ref: "report:" }],
    [{ ref: "https://app.example.com/acme/settings" }], // a URL that names nothing
    [{ ref: "https://app.example.com/x?id=3" }], // no kind from anywhere
  ])("%j names nothing", (finding) => {
    expect(parseFindingRef(finding)).toBeNull();
  });

  it("links only ids that cannot climb out of the query they are put in", () => {
    for (const id of ["3018", "rpt_1234567890abcdef", "prop_abc123", "a.b-c~d"]) expect(LINKABLE_ID.test(id), id).toBe(true);
    for (const id of ["../x", "1?x=2", "a/b", "a#b", "a b", "", "x".repeat(201)]) expect(LINKABLE_ID.test(id), id).toBe(false);
  });
});
