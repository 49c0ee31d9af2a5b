import { describe, expect, it } from "vitest";
import { buildQueue } from "./queue";
import { describeReviewError } from "./review-errors";
import { initialReviewState, reviewReducer } from "./review-state";
import { ApiClientError } from "@/lib/queries/api-fetch";
import { makeReport } from "./test-reports";

const reports = [makeReport(1, "2026-11-19T00:00:00.000Z", [{ id: 1 }, { id: 2 }]), makeReport(2, "2026-11-20T00:00:00.000Z", [{ id: 3 }])];
const queueKeys = (state: typeof initialReviewState) =>
  buildQueue(reports, { hidden: state.hidden, notWaiting: state.notWaiting }).map((i) => i.key);
const now = new Date("2026-11-20T12:00:00.000Z");

describe("optimistic removal and rollback", () => {
  it("a submitted proposal leaves the queue at once and stays out after success", () => {
    const sent = reviewReducer(initialReviewState, { type: "submitted", key: "2" });
    expect(queueKeys(sent)).toEqual(["1", "3"]);
    const done = reviewReducer(sent, { type: "succeeded", key: "2" });
    expect(queueKeys(done)).toEqual(["1", "3"]);
    expect(done.last).toEqual({ key: "2", outcome: "done" });
  });

  it("a failed review brings the proposal back, at its place, with the reason", () => {
    const sent = reviewReducer(initialReviewState, { type: "submitted", key: "2" });
    const failure = describeReviewError(new ApiClientError(409, "CONFLICT", "already resolved", [], "req-1"), now);
    const failed = reviewReducer(sent, { type: "failed", key: "2", failure });
    expect(queueKeys(failed)).toEqual(["1", "2", "3"]);
    expect(failed.failures.get("2")).toMatchObject({ kind: "conflict", requestId: "req-1", detail: "already resolved" });
    expect(failed.last).toEqual({ key: "2", outcome: "failed" });
  });

  it("a 403 brings it back below the proposals that wait on the organization", () => {
    const sent = reviewReducer(initialReviewState, { type: "submitted", key: "1" });
    const failure = describeReviewError(new ApiClientError(403, "FORBIDDEN", "not waiting"), now);
    const failed = reviewReducer(sent, { type: "failed", key: "1", failure });
    expect(queueKeys(failed)).toEqual(["2", "3", "1"]);
  });

  it("rolling back one review leaves other in-flight removals alone", () => {
    let state = reviewReducer(initialReviewState, { type: "submitted", key: "1" });
    state = reviewReducer(state, { type: "submitted", key: "3" });
    state = reviewReducer(state, { type: "failed", key: "1", failure: describeReviewError(new ApiClientError(500, "X", "boom"), now) });
    expect(queueKeys(state)).toEqual(["1", "2"]);
  });

  it("sending again clears the old reason; dismissing clears it too; state is never mutated", () => {
    const failed = reviewReducer(initialReviewState, { type: "failed", key: "2", failure: describeReviewError(new ApiClientError(429, "T", "x", [], undefined, "60"), now) });
    const frozen = JSON.stringify([...failed.failures.keys()]);
    const resent = reviewReducer(failed, { type: "submitted", key: "2" });
    expect(resent.failures.has("2")).toBe(false);
    expect(JSON.stringify([...failed.failures.keys()])).toBe(frozen);
    expect(reviewReducer(failed, { type: "dismissed", key: "2" }).failures.size).toBe(0);
  });
});
