import { describe, expect, it } from "vitest";
import { collectTolerated } from "./tolerated";
import { unblockResultSchema } from "./unblock";

describe("unblockResultSchema", () => {
  const full = { success: true, message: "Dispute created", content: "https://x.example", disputeCreated: true };
  it("accepts the result and keeps extra fields", () => {
    expect(unblockResultSchema.parse({ ...full, disputeId: 4 }).disputeId).toBe(4);
  });
  it.each(Object.keys(full))("reads a result without %s, that field alone unknown and noted", (field) => {
    const value: Record<string, unknown> = { ...full };
    delete value[field];
    const { result, notes } = collectTolerated(() => unblockResultSchema.parse(value));
    expect(result).toEqual({ ...full, [field]: null, notSent: [field] });
    expect(notes).toEqual([expect.objectContaining({ kind: "field-missing", path: `answer.${field}` })]);
  });
  it("reads a field of another type as unknown", () => {
    expect(unblockResultSchema.parse({ ...full, success: "yes" }).success).toBeNull();
  });
});
