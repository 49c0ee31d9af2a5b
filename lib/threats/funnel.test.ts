import { beforeEach, describe, expect, it } from "vitest";
import type { Threat } from "@/lib/contract/threat";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { assetFunnel } from "./funnel";
import { upsertThreats } from "./store";

const H = 3_600_000;
const at = (h: number) => new Date(Date.parse("2026-11-10T00:00:00.000Z") + h * H).toISOString();

function asset(id: number, steps: { reported: number; escalated?: number; blocked?: number; submitted?: number; completed?: number }): Threat {
  return {
    id,
    content: `a${id}.test`,
    type: "URL",
    status: null,
    state: steps.blocked === undefined ? "investigating" : "blocked",
    livenessStatus: "ALIVE",
    brands: [],
    firstReportedAt: at(steps.reported),
    escalatedAt: steps.escalated === undefined ? null : at(steps.escalated),
    blockedAt: steps.blocked === undefined ? null : at(steps.blocked),
    takedown:
      steps.submitted === undefined
        ? null
        : {
            status: steps.completed === undefined ? "IN_PROGRESS" : "COMPLETED",
            submittedAt: at(steps.submitted),
            completedAt: steps.completed === undefined ? null : at(steps.completed),
          },
    detailsUrl: null,
    updatedAt: at(steps.reported),
  };
}

describe.each(testEngines())("the asset funnel on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    await db().deleteFrom("threat_assets").execute();
  });

  it("counts each stage reached by the assets first reported in the period, with the median time between steps", async () => {
    await upsertThreats(
      db(),
      "",
      [
        asset(1, { reported: 0 }),
        asset(2, { reported: 1, escalated: 2 }),
        asset(3, { reported: 2, escalated: 6, blocked: 7, submitted: 9, completed: 33 }),
        asset(4, { reported: 3, escalated: 5, blocked: 9, submitted: 10 }),
        // Blocked straight from review: counted as blocked, its time measured from the report.
        asset(5, { reported: 4, blocked: 6 }),
        // Its takedown dated before its block: counted, but no time between the two.
        asset(8, { reported: 5, blocked: 7, submitted: 6 }),
        // Outside the period.
        asset(6, { reported: -48, escalated: 1 }),
      ],
      new Date(),
    );
    await upsertThreats(db(), "acme", [asset(7, { reported: 0, escalated: 1 })], new Date());
    const funnel = await assetFunnel(db(), "", "2026-11-10", "2026-11-10");
    expect(funnel.stages).toEqual([
      { stage: "reported", count: 6 },
      { stage: "escalated", count: 3 },
      { stage: "blocked", count: 4 },
      { stage: "submitted", count: 3 },
      { stage: "completed", count: 1 },
    ]);
    expect(funnel.medians).toEqual([
      { from: "reported", to: "escalated", medianMs: 2 * H, assets: 3 },
      { from: "escalated", to: "blocked", medianMs: 2 * H, assets: 4 },
      { from: "blocked", to: "submitted", medianMs: 1.5 * H, assets: 2 },
      { from: "submitted", to: "completed", medianMs: 24 * H, assets: 1 },
    ]);
    expect((await assetFunnel(db(), "", "2026-11-01", "2026-11-05")).medians[0]?.medianMs).toBeNull();
  });
});
