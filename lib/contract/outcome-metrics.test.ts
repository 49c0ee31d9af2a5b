import { describe, expect, it } from "vitest";
import {
  falsePositiveRateSchema,
  foundBySourceSchema,
  organizationMetricsSchema,
  takedownSuccessRateSchema,
  takedownTimeByProviderSchema,
  takedownTimeTrendSchema,
  timeToDetectionSchema,
} from "./outcome-metrics";
import { collectTolerated } from "./tolerated";

describe("the outcome metrics are read field by field (upstream notes, Tolerance)", () => {
  it("a summary figure missing or of another type is unknown and named, the rest kept", () => {
    const { result, notes } = collectTolerated(() =>
      organizationMetricsSchema.parse({ metrics: { reports: 3, newThreats: "12" }, blockedByType: [{ type: "TWITTER_ACCOUNT", count: 2 }], blockedByDay: [] }),
    );
    expect(result.metrics.reports).toBe(3);
    expect(result.metrics.newThreats).toBeNull();
    expect(result.metrics.notSent).toContain("newThreats");
    expect(result.metrics.notSent).toContain("takedownsFiled");
    expect(result.blockedByType).toEqual([{ type: "TWITTER_ACCOUNT", count: 2 }]);
    expect(notes.some((n) => n.path === "metrics.newThreats" && n.kind === "field-wrong-type")).toBe(true);
  });

  it("a row that is not an object is left out and counted; a row without its type is still shown", () => {
    const { result, notes } = collectTolerated(() =>
      organizationMetricsSchema.parse({ metrics: {}, blockedByType: [7, { count: 4 }], blockedByDay: [{ date: "15/01/2024", count: 1 }] }),
    );
    expect(result.blockedByType).toEqual([{ type: null, count: 4, notSent: ["type"] }]);
    expect(result.blockedByDay).toEqual([{ date: null, count: 1, notSent: ["date"] }]);
    expect(notes.filter((n) => n.kind === "record-dropped")).toHaveLength(1);
  });

  it("an answer with nothing a card is drawn from is refused (the card says what is missing)", () => {
    expect(organizationMetricsSchema.safeParse({ unrelated: 1 }).success).toBe(false);
    expect(takedownTimeTrendSchema.safeParse({ periods: [] }).success).toBe(false);
    expect(takedownSuccessRateSchema.safeParse({}).success).toBe(false);
    expect(falsePositiveRateSchema.safeParse([]).success).toBe(false);
    expect(foundBySourceSchema.safeParse({ range: {} }).success).toBe(false);
    expect(timeToDetectionSchema.safeParse({ count: 3 }).success).toBe(false);
    expect(takedownTimeByProviderSchema.safeParse({}).success).toBe(false);
  });

  it("rates: null is a value (nothing resolved), a rate outside 0–1 or text is unknown", () => {
    const parsed = takedownSuccessRateSchema.parse({
      byAssetType: [
        { assetType: "DOMAIN", submitted: 2, completed: 0, stillOpen: 2, successRate: 0, resolvedSuccessRate: null },
        { assetType: "URL", successRate: 79 },
      ],
    });
    expect(parsed.byAssetType[0]).toEqual({ assetType: "DOMAIN", submitted: 2, completed: 0, stillOpen: 2, successRate: 0, resolvedSuccessRate: null });
    expect(parsed.byAssetType[1]!.successRate).toBeNull();
    expect(parsed.byAssetType[1]!.notSent).toEqual(expect.arrayContaining(["submitted", "successRate", "resolvedSuccessRate"]));
  });

  it("the trend: an unknown direction is kept as sent; periods come from the points when not sent", () => {
    const parsed = takedownTimeTrendSchema.parse({
      series: [{ assetType: "GOOGLE_AD", points: [{ period: "2026-08", medianTakedownMinutes: 60, count: 1 }], change: { direction: "steady" } }],
    });
    expect(parsed.periods).toEqual(["2026-08"]);
    expect(parsed.series[0]!.change?.direction).toBe("steady");
    expect(parsed.series[0]!.change?.latest).toBeNull();
  });

  it("by provider and time to detection take the names their answers may use", () => {
    expect(takedownTimeByProviderSchema.parse({ providers: [{ name: "Cloudflare", medianTakedownMinutes: 30, count: 2 }] }).byProvider[0]!.provider).toBe(
      "Cloudflare",
    );
    expect(takedownTimeByProviderSchema.parse({ byProvider: [{ provider: { name: "X" }, count: 1 }] }).byProvider[0]).toMatchObject({
      provider: "X",
      medianTakedownMinutes: null,
    });
    expect(timeToDetectionSchema.parse({ medianMinutes: 42, count: 9 })).toEqual({ medianMinutes: 42, count: 9, byAssetType: [] });
  });
});
