import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { canonicalRetryMs } from "./use-report-list";

describe("canonicalRetryMs", () => {
  const indexing = new ApiClientError(404, "REPORT_INDEXING", "Still indexing, 40 %");
  it("asks again for a canonical report the index has not reached: 5 s, then less often, at most every minute", () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => canonicalRetryMs(indexing, n))).toEqual([5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
  it("does not ask again for a report that is missing, or after another failure", () => {
    expect(canonicalRetryMs(new ApiClientError(404, "REPORT_NOT_FOUND", "no"), 1)).toBe(false);
    expect(canonicalRetryMs(new ApiClientError(500, "UPSTREAM", "down"), 1)).toBe(false);
    expect(canonicalRetryMs(null, 0)).toBe(false);
  });
});
