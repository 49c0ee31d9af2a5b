import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import { connectionLost, connectionState, shouldPoll, sourceFromQuery, toFetchFailure } from "./connection-state";

const down = { status: 502, message: "The service is unavailable" };

describe("connectionState", () => {
  it("is loading until every source has data, then live", () => {
    expect(connectionState([], "wall")).toEqual({ kind: "loading" });
    expect(
      connectionState(
        [
          { updatedAt: 10, failure: null },
          { updatedAt: null, failure: null },
        ],
        "wall",
      ),
    ).toEqual({ kind: "loading" });
    expect(
      connectionState(
        [
          { updatedAt: 10, failure: null },
          { updatedAt: 20, failure: null },
        ],
        "wall",
      ),
    ).toEqual({ kind: "live", updatedAt: 10 });
  });

  it("keeps the data and says since when it is stale when a refresh fails", () => {
    const state = connectionState(
      [
        { updatedAt: 1000, failure: down },
        { updatedAt: 5000, failure: null },
      ],
      "wall",
    );
    expect(state).toEqual({ kind: "stale", staleSince: 1000, failure: down });
    expect(connectionLost(state)).toBe(true);
    expect(shouldPoll(state)).toBe(true);
  });

  it("is down when a source fails before any data arrived", () => {
    expect(connectionState([{ updatedAt: null, failure: down }], "user")).toEqual({ kind: "down", failure: down });
    expect(
      connectionState(
        [
          { updatedAt: null, failure: down },
          { updatedAt: 5, failure: null },
        ],
        "wall",
      ),
    ).toEqual({ kind: "down", failure: down });
    // One part stale, another never loaded: the stale badge still shows for what is on screen.
    const other = { status: 0, message: "offline" };
    expect(
      connectionState(
        [
          { updatedAt: null, failure: other },
          { updatedAt: 5, failure: down },
        ],
        "wall",
      ),
    ).toEqual({ kind: "stale", staleSince: 5, failure: down });
  });

  it("recovers by itself: a later success clears the failure", () => {
    expect(connectionState([{ updatedAt: 9000, failure: null }], "wall")).toEqual({ kind: "live", updatedAt: 9000 });
  });

  it("reads a 401 as a revoked link on the wall and a signed-out user elsewhere, and stops polling", () => {
    const unauthorized = { status: 401, message: "Sign in to continue" };
    const wall = connectionState(
      [
        { updatedAt: 1000, failure: unauthorized },
        { updatedAt: 1000, failure: null },
      ],
      "wall",
    );
    expect(wall).toEqual({ kind: "revoked" });
    expect(shouldPoll(wall)).toBe(false);
    expect(connectionState([{ updatedAt: null, failure: unauthorized }], "user")).toEqual({ kind: "signed-out" });
  });
});

describe("query adapters", () => {
  it("reduces a react-query result", () => {
    const error = new ApiClientError(502, "UPSTREAM_ERROR", "Down", [], "req-9");
    expect(sourceFromQuery({ status: "error", dataUpdatedAt: 77, error })).toEqual({
      updatedAt: 77,
      failure: { status: 502, code: "UPSTREAM_ERROR", message: "Down", requestId: "req-9" },
    });
    expect(sourceFromQuery({ status: "pending", dataUpdatedAt: 0, error: null })).toEqual({ updatedAt: null, failure: null });
    expect(toFetchFailure(new TypeError("boom"))).toEqual({ status: 0, message: "boom" });
  });
});
