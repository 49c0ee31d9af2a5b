import { describe, expect, it } from "vitest";
import { reviewFixture } from "./response-fixtures";
import { reviewResultSchema } from "./review";
import { collectTolerated } from "./tolerated";

describe("reviewResultSchema", () => {
  it("reads a watchlist answer", () => {
    const parsed = reviewResultSchema.parse(reviewFixture());
    expect(parsed.watchlisted).toBe(true);
    expect(parsed.review?.decision).toBe("REJECT");
    expect(parsed.notSent).toBeUndefined();
  });

  it("reads absent conditional fields as null and keeps string ids", () => {
    const value = reviewFixture();
    value.review = { id: "77", decision: "APPROVE", label: "Brand Impersonation", brandId: "3", createdAt: "2025-01-01T00:00:00Z" };
    const parsed = reviewResultSchema.parse(value);
    expect(parsed.review).toMatchObject({ id: "77", label: "Brand Impersonation", brandId: "3", comment: null });
    expect(parsed.review?.notSent).toBeUndefined();
  });

  // The service took the review once it answered 2xx: what its answer lacks never turns it into a failure.
  it.each(["proposal", "review", "watchlisted"])("is still a review sent without %s, that part unknown and noted", (field) => {
    const value = reviewFixture();
    delete value[field];
    const { result, notes } = collectTolerated(() => reviewResultSchema.safeParse(value));
    expect(result.success).toBe(true);
    expect(result.data?.[field]).toBeNull();
    expect(result.data?.notSent).toEqual([field]);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "field-missing", path: `answer.${field}` }));
  });

  it.each(["id", "decision", "createdAt"])("is still a review sent when the review misses %s", (field) => {
    const value = reviewFixture();
    const review = { ...(value.review as Record<string, unknown>) };
    delete review[field];
    const parsed = reviewResultSchema.parse({ ...value, review });
    expect(parsed.review?.[field]).toBeNull();
    expect(parsed.review?.notSent).toEqual([field]);
  });

  it("is still a review sent when the proposal has no asset, or the answer is not an object at all", () => {
    const value = reviewFixture();
    value.proposal = { id: "prop_abc123", status: "REJECTED" };
    const parsed = reviewResultSchema.parse(value);
    expect(parsed.proposal).toMatchObject({ id: "prop_abc123", reviewStatus: null, asset: null, notSent: ["reviewStatus", "asset"] });
    expect(reviewResultSchema.parse("OK")).toEqual({ proposal: null, review: null, watchlisted: null, notSent: ["proposal", "review", "watchlisted"] });
  });

  it("reads an unparseable review time as unknown", () => {
    const value = reviewFixture();
    value.review = { ...(value.review as Record<string, unknown>), createdAt: "t" };
    expect(reviewResultSchema.parse(value).review?.createdAt).toBeNull();
  });
});
