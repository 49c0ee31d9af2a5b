import { describe, expect, it } from "vitest";
import { reviewFixture } from "./response-fixtures";
import { reviewResultSchema } from "./review";

describe("reviewResultSchema", () => {
  it("reads a watchlist answer", () => {
    const parsed = reviewResultSchema.parse(reviewFixture());
    expect(parsed.watchlisted).toBe(true);
    expect(parsed.review.decision).toBe("REJECT");
  });

  it("reads absent conditional fields as null and keeps string ids", () => {
    const value = reviewFixture();
    value.review = { id: "77", decision: "APPROVE", label: "Brand Impersonation", brandId: "3", createdAt: "t" };
    const parsed = reviewResultSchema.parse(value);
    expect(parsed.review).toMatchObject({ id: "77", label: "Brand Impersonation", brandId: "3", comment: null });
  });

  it.each(["proposal", "review", "watchlisted"])("fails without %s", (field) => {
    const value = reviewFixture();
    delete value[field];
    expect(reviewResultSchema.safeParse(value).success).toBe(false);
  });

  it.each(["id", "decision", "createdAt"])("fails when the review misses %s", (field) => {
    const value = reviewFixture();
    const review = { ...(value.review as Record<string, unknown>) };
    delete review[field];
    expect(reviewResultSchema.safeParse({ ...value, review }).success).toBe(false);
  });
});
