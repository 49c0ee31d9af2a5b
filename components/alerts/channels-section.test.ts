import { describe, expect, it } from "vitest";
import { deletionWords } from "./channels-section";

describe("deletionWords", () => {
  const ops = { id: 1, name: "ops", type: "slack" as const };
  it("names the rules the channel is taken off, and those left with no channel", () => {
    const rules = [
      { name: "Backlog", channelIds: [1, 2] },
      { name: "SLA", channelIds: [1] },
      { name: "Other", channelIds: [2] },
    ];
    expect(deletionWords(ops, rules)).toBe(
      "It is taken off 2 rules “Backlog”, “SLA”; notifications not yet delivered to it are given up. “SLA” then notifies no channel.",
    );
  });
  it("says when no rule uses it", () => {
    expect(deletionWords(ops, [{ name: "Other", channelIds: [2] }])).toBe("No rule notifies “ops”; notifications not yet delivered to it are given up.");
  });
});
