import { describe, expect, it } from "vitest";
import { UpstreamError } from "@/lib/upstream/errors";
import { cardFailure, loadCard } from "./outcomes";

const http = (status: number, message: string) => new UpstreamError({ kind: "http", status, code: "X", message });

describe("each card handles its own answer", () => {
  it("403 is not enabled, 404 or an unreadable answer is missing, anything else failed", () => {
    expect(cardFailure(http(403, "The metric is not enabled"))).toEqual({ state: "not-enabled", message: "The metric is not enabled" });
    expect(cardFailure(http(404, "Brand not found"))).toEqual({ state: "missing", status: 404, message: "Brand not found" });
    expect(cardFailure(new UpstreamError({ kind: "contract", code: "CONTRACT", message: "The answer has no byAssetType list" }))).toEqual({
      state: "missing",
      status: null,
      message: "The answer has no byAssetType list",
    });
    expect(cardFailure(new UpstreamError({ kind: "timeout", code: "TIMEOUT", message: "No answer" }))).toMatchObject({ state: "failed" });
    expect(cardFailure(new Error("boom"))).toEqual({ state: "failed", status: null, message: "boom" });
  });

  it("the previous period failing leaves the card standing, and says why", async () => {
    const card = await loadCard(
      async () => 5,
      async () => {
        throw http(400, "Invalid date");
      },
    );
    expect(card).toEqual({ state: "ok", current: 5, previous: null, previousProblem: "Invalid date" });
    expect(await loadCard(async () => 5, null)).toEqual({ state: "ok", current: 5, previous: null });
    expect(
      await loadCard(
        async () => {
          throw http(403, "off");
        },
        async () => 1,
      ),
    ).toEqual({ state: "not-enabled", message: "off" });
  });
});
