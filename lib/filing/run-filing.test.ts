import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import type { FileBody, FileResult } from "@/lib/contract/filing-console";
import { retryAt, runFiling } from "./run-filing";

const assets = (...contents: string[]) => contents.map((content) => ({ content }));

describe("runFiling", () => {
  it("a 422 for one asset of four shows that asset's reason and files the other three (a changed request, sent once)", async () => {
    const sent: string[][] = [];
    const file = async (body: FileBody): Promise<FileResult> => {
      sent.push(body.assets.map((a) => a.content));
      if (body.assets.some((a) => a.content === "bad"))
        return { outcome: "refused", message: "1 of 4", refusals: [{ asset: "bad", errorType: "INVALID_FORMAT", message: "m", suggestion: "s" }] };
      return { outcome: "filed", report: { id: 7, createdAt: null }, filed: body.assets.map((a) => a.content), skipped: [] };
    };
    const run = await runFiling(assets("a", "bad", "b", "c"), { title: "T" }, file);
    expect(sent).toEqual([
      ["a", "bad", "b", "c"],
      ["a", "b", "c"],
    ]);
    expect(run.results.map((r) => [r.content, r.outcome])).toEqual([
      ["bad", "refused"],
      ["a", "filed"],
      ["b", "filed"],
      ["c", "filed"],
    ]);
    expect(run.stop).toBeNull();
  });

  it("a 422 that names no asset is never sent again unchanged", async () => {
    let calls = 0;
    const run = await runFiling(assets("a", "b"), {}, async () => {
      // Sending it again would loop on the same refusal: stop at the second call.
      if (++calls > 1) throw new Error("the same batch was sent again");
      return { outcome: "refused", message: "All assets must be valid", refusals: [] };
    });
    expect(calls).toBe(1);
    expect(run.results.map((r) => r.outcome)).toEqual(["batch-refused", "batch-refused"]);
  });

  it("a mixed batch the service took in part: the skipped assets say so, with the report they were not added to", async () => {
    const run = await runFiling(assets("known", "new"), {}, async () => ({
      outcome: "filed",
      report: { id: "rpt_1", createdAt: null },
      filed: ["new"],
      skipped: ["known"],
    }));
    expect(run.results).toEqual([
      { content: "known", outcome: "skipped", reportId: "rpt_1" },
      { content: "new", outcome: "filed", reportId: "rpt_1", createdAt: null },
    ]);
  });

  it("250 assets go in three reports of at most 100; a 429 on the second stops and keeps the 150 unsent with when to come back", async () => {
    const many = assets(...Array.from({ length: 250 }, (_, i) => `https://p${i}.example`));
    const sizes: number[] = [];
    const progress: number[] = [];
    const run = await runFiling(
      many,
      {},
      async (body) => {
        sizes.push(body.assets.length);
        if (sizes.length === 2) throw new ApiClientError(429, "TOO_MANY_REQUESTS", "slow down", [], undefined, "30");
        return { outcome: "filed", report: { id: sizes.length, createdAt: null }, filed: body.assets.map((a) => a.content), skipped: [] };
      },
      (done) => progress.push(done),
      () => 1_000,
    );
    expect(sizes).toEqual([100, 100]);
    expect(progress).toEqual([100]);
    expect(run.stop).toEqual({ kind: "rate-limited", until: 31_000 });
    expect(run.unsent).toHaveLength(150);
    expect(run.results).toHaveLength(100);
  });

  it("a 5xx keeps everything not answered for a retry", async () => {
    const run = await runFiling(assets("a", "b"), {}, async () => {
      throw new ApiClientError(502, "UPSTREAM_ERROR", "The service is unavailable");
    });
    expect(run).toEqual({ results: [], unsent: ["a", "b"], stop: { kind: "failed", message: "The service is unavailable" } });
  });

  it("Retry-After in seconds or as a date; anything else unknown", () => {
    expect(retryAt("5", 1000)).toBe(6000);
    expect(retryAt("Wed, 21 Oct 2026 07:28:00 GMT", 0)).toBe(Date.parse("Wed, 21 Oct 2026 07:28:00 GMT"));
    expect(retryAt("soon", 0)).toBeNull();
    expect(retryAt(undefined, 0)).toBeNull();
  });
});
