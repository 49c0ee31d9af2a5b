import { describe, expect, it } from "vitest";
import { followChangeLine, followValueWords } from "./follow-change";

describe("a followed asset's change in words", () => {
  it("says each field's values as the lists do", () => {
    expect(followChangeLine({ what: "state", before: "escalated", after: "blocked" })).toBe("State: Escalated → Blocked");
    expect(followChangeLine({ what: "takedown", before: null, after: "SUBMITTED" })).toMatch(/^Takedown: none → /);
    expect(followValueWords("liveness", null)).toBe("unknown");
  });

  it("shows a value it does not know as sent", () => {
    expect(followChangeLine({ what: "state", before: "investigating", after: "quarantined" })).toBe("State: Investigating → quarantined");
  });
});
