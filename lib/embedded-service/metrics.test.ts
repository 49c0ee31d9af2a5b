import { afterAll, describe, expect, it } from "vitest";
import {
  falsePositiveRateSchema,
  foundBySourceSchema,
  organizationMetricsSchema,
  takedownSuccessRateSchema,
  takedownTimeByProviderSchema,
  takedownTimeTrendSchema,
  timeToDetectionSchema,
} from "@/lib/contract/outcome-metrics";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService } from "./testing";

const RANGE = { startDate: "2026-10-22", endDate: "2026-11-20" };

describe.each(["standard", "alternate"] as const)("the outcome metrics (%s)", (variant) => {
  const service = createTestService({ variant, reportsForAcme: 400 });
  afterAll(() => service.close());

  it("GET /organization/metrics: blocked by type sums to newThreats, days are YYYY-MM-DD, readable by the console", async () => {
    const res = await service.call("GET", "/organization/metrics?startDate=2026-10-22T00:00:00Z&endDate=2026-11-20T23:59:59Z");
    expect(res.status).toBe(200);
    const m = organizationMetricsSchema.parse(res.body);
    expect(m.metrics.newThreats).toBeGreaterThan(0);
    expect(m.blockedByType.reduce((s, r) => s + (r.count ?? 0), 0)).toBe(m.metrics.newThreats);
    expect(m.blockedByDay.reduce((s, r) => s + (r.count ?? 0), 0)).toBe(m.metrics.newThreats);
    for (const day of m.blockedByDay) expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(m.metrics.notSent).toBeUndefined();
  });

  it("an unknown brand slug is a 404, a bad date a 400", async () => {
    expect((await service.call("GET", "/organization/metrics?brandSlug=nobody")).status).toBe(404);
    expect((await service.call("GET", "/organization/metrics?startDate=yesterday")).status).toBe(400);
  });

  it("every outcome operation answers acme in a shape the console reads", async () => {
    const cases = [
      ["/metrics/takedown-time/trend", { months: 3 }, takedownTimeTrendSchema],
      ["/metrics/takedown-time/by-provider", RANGE, takedownTimeByProviderSchema],
      ["/metrics/takedown-success-rate", RANGE, takedownSuccessRateSchema],
      ["/metrics/false-positive-rate", RANGE, falsePositiveRateSchema],
      ["/metrics/found-by-source", RANGE, foundBySourceSchema],
      ["/metrics/time-to-detection", RANGE, timeToDetectionSchema],
    ] as const;
    for (const [path, body, schema] of cases) {
      const res = await service.call("POST", path, { body });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      expect(schema.safeParse(res.body).success, path).toBe(true);
    }
  });

  it("the trend says improved or worsened against the month before; surfaces are the service's own (DOMAIN)", async () => {
    const trend = takedownTimeTrendSchema.parse((await service.call("POST", "/metrics/takedown-time/trend", { body: { months: 3 } })).body);
    expect(trend.periods).toEqual(["2026-09", "2026-10", "2026-11"]);
    const directions = trend.series.map((s) => s.change?.direction).filter(Boolean);
    expect(directions.length).toBeGreaterThan(0);
    for (const d of directions) expect(["improved", "worsened", "unchanged"]).toContain(d);
    const fp = falsePositiveRateSchema.parse((await service.call("POST", "/metrics/false-positive-rate", { body: RANGE })).body);
    expect(fp.byAssetType.map((r) => r.assetType)).toContain("DOMAIN");
  });

  it("found-by-source needs both dates; its parts add up", async () => {
    expect((await service.call("POST", "/metrics/found-by-source", { body: {} })).status).toBe(400);
    const found = foundBySourceSchema.parse((await service.call("POST", "/metrics/found-by-source", { body: RANGE })).body);
    expect((found.customer ?? 0) + (found.service ?? 0)).toBe(found.total);
  });

  it("a metric switched off for the organization is a 403 (globex lacks the false-positive rate); a foreign brand a 404", async () => {
    const res = await service.call("POST", "/metrics/false-positive-rate", { body: RANGE, key: DEMO_KEYS.globex });
    expect(res.status).toBe(403);
    expect((await service.call("POST", "/metrics/takedown-success-rate", { body: RANGE, key: DEMO_KEYS.globex })).status).toBe(200);
    expect((await service.call("POST", "/metrics/false-positive-rate", { body: { ...RANGE, brandIds: [999_999] } })).status).toBe(404);
  });
});

describe("EMBEDDED_METRICS_OFF", () => {
  it("switches a flag off for every organization", async () => {
    const { createServiceApp } = await import("./app");
    const app = createServiceApp({
      dbPath: ":memory:",
      variant: "standard",
      now: () => new Date("2026-11-20T10:00:00Z"),
      seed: { reportsForAcme: 50 },
      metricsOff: ["time-to-detection"],
    });
    const res = await app.fetch(
      new Request("http://service.test/api/v2/metrics/time-to-detection", {
        method: "POST",
        headers: { "X-API-KEY": DEMO_KEYS.acme, "content-type": "application/json" },
        body: JSON.stringify(RANGE),
      }),
    );
    expect(res.status).toBe(403);
    app.close();
  });
});
