import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reportListSchema } from "@/lib/contract/report";
import { resetToleranceForTests, toleranceSummary } from "@/lib/contract/tolerance";
import { createUpstreamClient } from "./client";
import { type FakeUpstream, sendJson, startFakeUpstream } from "./fake-upstream";
import { reviewProposal } from "./proposals";
import { idSegment } from "./url";

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  resetToleranceForTests();
});

const client = () =>
  createUpstreamClient({ baseUrl: upstream.baseUrl, apiKey: "cp_test_k", timeoutMs: 2_000, arrayFormat: "comma", reuseMs: 0, retryDelayMs: 1 });

/** The service's current published example: no title, description, updatedAt… and a `cursor`. */
const sparse = {
  reports: [{ id: "rpt_1", createdAt: "2024-01-15T10:30:00.000Z", status: "APPROVED", imageDisplay: "PREVIEW", proposals: [] }, { title: "no id" }],
  cursor: "next",
};
const list = { method: "GET" as const, path: ["organization", "reports"], idempotent: true, schema: reportListSchema };
const count = (endpoint: string, kind: string) => toleranceSummary().entries.find((e) => e.endpoint === endpoint && e.kind === kind)?.count ?? 0;

describe("what the console tolerated is counted per operation", () => {
  it("counts missing fields, unknown enum values and records left out, with the request id", async () => {
    upstream.respond((_req, res) => sendJson(res, 200, sparse));
    const { data } = await client().request({ ...list, requestId: "req-1" });
    expect(data.reports.map((r) => r.id)).toEqual(["rpt_1"]);
    expect(data.unreadable).toBe(1);
    const endpoint = "GET /organization/reports";
    expect(count(endpoint, "record-dropped")).toBe(1);
    expect(count(endpoint, "enum-unknown")).toBe(1);
    expect(count(endpoint, "field-missing")).toBeGreaterThanOrEqual(5);
    const missing = toleranceSummary().entries.find((e) => e.kind === "field-missing")!;
    expect(missing.examples.map((e) => e.path)).toContain("reports[].title");
    expect(missing.examples[0]!.requestId).toBe("req-1");
  });

  it("does not count again an answer reused unchanged (the polled path)", async () => {
    upstream.respond((_req, res) => sendJson(res, 200, sparse));
    const c = client();
    for (let i = 0; i < 5; i++) await c.request({ ...list, reuseChecked: true });
    // Parsed the first two times (the second makes it kept); the next three reuse the checked data.
    expect(count("GET /organization/reports", "record-dropped")).toBe(2);
  });

  it("counts Deprecation and Sunset headers per operation, ids shown as {id}", async () => {
    upstream.respond((_req, res) =>
      sendJson(
        res,
        200,
        {
          proposal: { id: "p", reviewStatus: "REJECTED", asset: { id: 1, type: "URL", content: "a", status: "UNKNOWN" } },
          review: { id: 1, decision: "REJECT", createdAt: "2025-01-01T00:00:00Z" },
          watchlisted: false,
        },
        { Deprecation: "true", Sunset: "Wed, 11 Nov 2026 23:59:59 GMT" },
      ),
    );
    await reviewProposal(client(), "prop_abc123", { assetId: 1, decision: "REJECT", rejectReason: "decayed" });
    expect(count("POST /organization/proposals/{id}/review", "deprecation")).toBe(1);
    expect(count("POST /organization/proposals/{id}/review", "sunset")).toBe(1);
    expect(toleranceSummary().entries.find((e) => e.kind === "sunset")!.examples[0]!.value).toBe('"Wed, 11 Nov 2026 23:59:59 GMT"');
  });

  it("encodes an id segment as one segment", async () => {
    upstream.respond((_req, res) => sendJson(res, 200, { ok: true }));
    const { z } = await import("zod");
    await client().request({ method: "GET", path: ["organization", "asset-groups", idSegment("a/b c")], idempotent: true, schema: z.unknown() });
    expect(upstream.requests[0]!.url).toMatch(/\/organization\/asset-groups\/a%2Fb%20c$/);
  });
});
