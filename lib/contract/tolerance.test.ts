import { beforeEach, describe, expect, it } from "vitest";
import { getMetrics } from "@/lib/observability/metrics";
import { recordTolerance, resetToleranceForTests, toleranceSummary } from "./tolerance";

describe("tolerance counts", () => {
  beforeEach(() => resetToleranceForTests());

  it("counts per endpoint and kind, keeping the first distinct paths as examples", () => {
    const at = new Date("2026-11-20T12:00:00Z");
    recordTolerance({ endpoint: "GET /organization/reports", kind: "field-missing", path: "reports[].title", requestId: "r1" }, at);
    recordTolerance({ endpoint: "GET /organization/reports", kind: "field-missing", path: "reports[].title", requestId: "r2" }, at);
    recordTolerance({ endpoint: "GET /organization/reports", kind: "enum-unknown", path: "reports[].imageDisplay", value: "PREVIEW" }, at);
    const summary = toleranceSummary();
    expect(summary.total).toBe(3);
    const missing = summary.entries.find((e) => e.kind === "field-missing")!;
    expect(missing.count).toBe(2);
    expect(missing.examples).toEqual([{ path: "reports[].title", value: null, requestId: "r1", at: at.toISOString() }]);
    expect(summary.entries.find((e) => e.kind === "enum-unknown")!.examples[0].value).toBe('"PREVIEW"');
  });

  it("feeds the Prometheus counter", async () => {
    recordTolerance({ endpoint: "GET /organization/reports", kind: "deprecation", path: "Deprecation", value: "true" });
    const text = await getMetrics().registry.metrics();
    expect(text).toMatch(/rampart_upstream_tolerated_total\{endpoint="GET \/organization\/reports",kind="deprecation"\} 1/);
  });
});
