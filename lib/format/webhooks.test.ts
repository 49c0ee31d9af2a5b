import { describe, expect, it } from "vitest";
import { formatPollLead } from "./webhooks";

describe("formatPollLead", () => {
  it("says how much sooner than the poll, never too early", () => {
    expect(formatPollLead(18_000)).toBe("18 seconds sooner");
    expect(formatPollLead(17_200)).toBe("18 seconds sooner");
    expect(formatPollLead(4 * 60_000 + 1)).toBe("5 min sooner");
  });
  it("says when a poll was due anyway, or none would have read it", () => {
    expect(formatPollLead(0)).toBe("no sooner: a poll was due");
    expect(formatPollLead(null)).toBe("no poll would have read it");
  });
});
