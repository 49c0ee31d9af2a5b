import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { describeReviewError, failureNeedsRefresh, formatWait, parseRetryAfter } from "./review-errors";

const now = new Date("2026-11-20T12:00:00.000Z");

describe("describeReviewError", () => {
  it("409 says the proposal was resolved or its asset changed, and asks for a refresh", () => {
    const f = describeReviewError(new ApiClientError(409, "CONFLICT", "assetId 3 is not the proposal's current asset", [], "r1"), now);
    expect(f.kind).toBe("conflict");
    expect(f.message).toMatch(/resolved meanwhile, or its asset changed/);
    expect(f).toMatchObject({ requestId: "r1", detail: "assetId 3 is not the proposal's current asset" });
    expect(failureNeedsRefresh(f)).toBe(true);
  });

  it("429 says the daily budget is spent and when it returns, from Retry-After seconds", () => {
    const f = describeReviewError(new ApiClientError(429, "TOO_MANY_REQUESTS", "limit", [], undefined, "11520"), now);
    expect(f.kind).toBe("budget");
    expect(f.retryAt?.toISOString()).toBe("2026-11-20T15:12:00.000Z");
    expect(f.message).toMatch(/daily review budget is spent/);
    expect(f.message).toMatch(/again in 3 h 12 min/);
    expect(failureNeedsRefresh(f)).toBe(false);
  });

  it("429 without Retry-After still explains the budget", () => {
    const f = describeReviewError(new ApiClientError(429, "TOO_MANY_REQUESTS", "limit"), now);
    expect(f.retryAt).toBeUndefined();
    expect(f.message).toMatch(/budget is spent/);
    expect(f.message).not.toMatch(/again in/);
  });

  it("the console's own per-session 429 is not mistaken for the review budget", () => {
    const f = describeReviewError(new ApiClientError(429, "RATE_LIMITED", "Too many requests", [], undefined, "12"), now);
    expect(f.kind).toBe("other");
    expect(f.message).not.toMatch(/budget/);
    expect(f.message).toMatch(/Try again in 12 s/);
  });

  it("403 says the proposal is not waiting on this organization", () => {
    expect(describeReviewError(new ApiClientError(403, "FORBIDDEN", "x"), now)).toMatchObject({
      kind: "not-waiting",
      message: expect.stringMatching(/not waiting on your organization/),
    });
  });

  it("400 lists the issues; anything else is a generic failure; a non-API error too", () => {
    expect(describeReviewError(new ApiClientError(400, "BAD_REQUEST", "Invalid body", [{ message: "brandId is required" }]), now)).toMatchObject({
      kind: "invalid",
      detail: "brandId is required",
    });
    expect(describeReviewError(new ApiClientError(502, "UPSTREAM_ERROR", "down"), now).kind).toBe("other");
    expect(describeReviewError(new TypeError("x"), now).kind).toBe("other");
  });
});

describe("parseRetryAfter and formatWait", () => {
  it("reads delay-seconds and HTTP dates, and refuses junk", () => {
    expect(parseRetryAfter("30", now)?.toISOString()).toBe("2026-11-20T12:00:30.000Z");
    expect(parseRetryAfter("Fri, 20 Nov 2026 13:00:00 GMT", now)?.toISOString()).toBe("2026-11-20T13:00:00.000Z");
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
  it("formats waits coarsely", () => {
    expect(formatWait(20_000)).toBe("20 s");
    expect(formatWait(45 * 60_000)).toBe("45 min");
    expect(formatWait(2 * 3600_000)).toBe("2 h");
    expect(formatWait(-5)).toBe("0 s");
  });
});
