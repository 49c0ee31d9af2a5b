import { describe, expect, it } from "vitest";
import { unblockResultSchema } from "./unblock";

describe("unblockResultSchema", () => {
  const full = { success: true, message: "Dispute created", content: "https://x.example", disputeCreated: true };
  it("accepts the result and keeps extra fields", () => {
    expect(unblockResultSchema.parse({ ...full, disputeId: 4 }).disputeId).toBe(4);
  });
  it.each(Object.keys(full))("fails without %s", (field) => {
    const value: Record<string, unknown> = { ...full };
    delete value[field];
    expect(unblockResultSchema.safeParse(value).success).toBe(false);
  });
});
