import { describe, expect, it } from "vitest";
import { PLAN_DAYS, plannedAsset } from "./asset-plan";

describe("plannedAsset (the threats bench's data)", () => {
  const n = 20_000;
  const plans = Array.from({ length: n }, (_, i) => plannedAsset(i + 1, 5));

  it("is the same asset for the same number, each with its own content", () => {
    expect(plannedAsset(4242, 5)).toEqual(plannedAsset(4242, 5));
    expect(new Set(plans.map((p) => p.content)).size).toBe(n);
  });

  it("spreads first reports over the whole span, not in asset id order", () => {
    const span = PLAN_DAYS * 86_400_000;
    for (const p of plans) expect(p.ageMs >= 0 && p.ageMs < span).toBe(true);
    const thirds = [0, 1, 2].map((k) => plans.filter((p) => Math.floor((p.ageMs / span) * 3) === k).length / n);
    for (const share of thirds) expect(share).toBeGreaterThan(0.3);
    // Neighbouring ids are not neighbouring dates: the list's order is not the feed's.
    const ascending = plans.slice(1).filter((p, i) => p.ageMs > plans[i]!.ageMs).length / n;
    expect(ascending).toBeGreaterThan(0.4);
    expect(ascending).toBeLessThan(0.6);
  });

  it("holds every lifecycle the feed shows, in the planned shares", () => {
    const share = (test: (p: (typeof plans)[number]) => boolean) => plans.filter(test).length / n;
    expect(share((p) => p.decision === "APPROVE")).toBeCloseTo(0.35, 1);
    expect(share((p) => p.decision === "ESCALATE")).toBeCloseTo(0.05, 1);
    expect(share((p) => p.decision === "REJECT")).toBeCloseTo(0.2, 1);
    expect(share((p) => p.takedown === "COMPLETED")).toBeGreaterThan(0.01);
    expect(share((p) => p.takedown === "IN_PROGRESS")).toBeGreaterThan(0.01);
    expect(plans.every((p) => p.takedown === null || p.decision === "APPROVE")).toBe(true);
    expect(plans.every((p) => !(p.allowed && p.decision === "APPROVE"))).toBe(true);
    expect(share((p) => p.allowed)).toBeGreaterThan(0.02);
    expect(share((p) => p.brand !== null)).toBeCloseTo(0.7, 1);
    expect(new Set(plans.map((p) => p.brand))).toEqual(new Set([null, 0, 1, 2, 3, 4]));
    expect(new Set(plans.map((p) => p.type)).size).toBe(6);
  });

  it("never has an asset die before it was reported", () => {
    const dead = plans.filter((p) => p.deadDaysAgo !== null);
    expect(dead.length).toBeGreaterThan(n / 50);
    for (const p of dead) expect(p.deadDaysAgo! * 86_400_000).toBeLessThanOrEqual(p.ageMs);
  });

  it("gives no brand when the organization has none", () => {
    expect(plans.length).toBe(n);
    expect(plannedAsset(7, 0).brand).toBeNull();
  });
});
