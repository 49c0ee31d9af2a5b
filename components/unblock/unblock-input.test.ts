import { describe, expect, it } from "vitest";
import { unblockRequestBodySchema } from "@/lib/contract/unblock-request";
import { checkUnblockInput, unblockOutcome } from "./unblock-input";

describe("checkUnblockInput", () => {
  it("trims and accepts content and reason", () => {
    expect(checkUnblockInput({ content: "  https://a.example ", reason: " mistake " })).toEqual({
      ok: true,
      value: { content: "https://a.example", reason: "mistake" },
    });
  });

  it("names each missing or too long field", () => {
    const result = checkUnblockInput({ content: "   ", reason: "x".repeat(2001) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.content).toMatch(/Enter the asset's content/);
    expect(result.problems.reason).toBe("The reason has at most 2000 characters");
    expect(checkUnblockInput({ content: "x".repeat(2049), reason: "r" })).toMatchObject({ ok: false, problems: { content: expect.stringMatching(/2048/) } });
  });

  it("agrees with the service's request schema", () => {
    const samples = [
      ["a", "b"],
      ["", "b"],
      ["a", ""],
      [" ", " "],
      ["x".repeat(2048), "r"],
      ["x".repeat(2049), "r"],
      ["c", "y".repeat(2000)],
      ["c", "y".repeat(2001)],
    ];
    for (const [content, reason] of samples) {
      const ours = checkUnblockInput({ content: content!, reason: reason! }).ok;
      expect(ours, `${content!.length}/${reason!.length}`).toBe(unblockRequestBodySchema.safeParse({ content, reason }).success);
    }
  });
});

describe("unblockOutcome", () => {
  it("tells an unblock from a dispute from nothing done", () => {
    expect(unblockOutcome({ success: true, disputeCreated: false })).toBe("unblocked");
    expect(unblockOutcome({ success: true, disputeCreated: true })).toBe("dispute");
    expect(unblockOutcome({ success: false, disputeCreated: false })).toBe("unchanged");
  });

  it("does not guess when the answer left out what tells the outcomes apart", () => {
    expect(unblockOutcome({ success: true, disputeCreated: null })).toBe("unknown");
    expect(unblockOutcome({ success: null, disputeCreated: false })).toBe("unknown");
    expect(unblockOutcome({ success: null, disputeCreated: true })).toBe("dispute");
    expect(unblockOutcome({ success: false, disputeCreated: null })).toBe("unchanged");
  });
});
