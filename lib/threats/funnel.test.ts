import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { Threat } from "@/lib/contract/threat";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { buildBrandsAndTally } from "@/lib/threat-derived/derived-rows";
import { FUNNEL_STAGES } from "@/lib/threat-derived/funnel-tally";
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
    for (const table of ["threat_assets", "threat_asset_brands", "threat_funnel_tally"] as const) await db().deleteFrom(table).execute();
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

  /** The funnel as it was computed before the tally: from every stored asset of the period (exact medians). */
  async function funnelFromRows(org: string, startDate: string, endDate: string) {
    const rows = await db()
      .selectFrom("threat_assets")
      .select(FUNNEL_STAGES.map(([, column]) => column))
      .where("org", "=", org)
      .where("first_reported_at", ">=", `${startDate}T00:00:00.000Z`)
      .where("first_reported_at", "<", new Date(Date.parse(`${endDate}T00:00:00.000Z`) + 86_400_000).toISOString())
      .execute();
    const times = rows.map((r) => FUNNEL_STAGES.map(([, column]) => (r[column] === null ? null : Date.parse(r[column]!))));
    const stages = FUNNEL_STAGES.map(([stage], i) => ({ stage, count: times.filter((t) => t[i] !== null).length }));
    const gaps = FUNNEL_STAGES.slice(1).map((_, k) =>
      times.flatMap((t) => {
        const here = t[k + 1];
        const before = t.slice(0, k + 1).findLast((v) => v !== null);
        return here === null || here === undefined || before === undefined || before === null || here < before ? [] : [here - before];
      }),
    );
    return { stages, gaps };
  }

  const exactMedian = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length === 0 ? null : sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };

  const step = fc.option(fc.integer({ min: -30, max: 300 }), { freq: 2 });
  /** Versions of a few assets as the feed sends them, in pages: a later page may move an asset on, back, or change its report. */
  const pagesArb = fc.array(
    fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 12 }),
        reported: fc.option(fc.integer({ min: -60, max: 60 }), { freq: 6 }),
        escalated: step,
        blocked: step,
        submitted: step,
        completed: step,
      }),
      { minLength: 1, maxLength: 8 },
    ),
    { minLength: 1, maxLength: 5 },
  );
  const versionOf = (v: {
    id: number;
    reported: number | null;
    escalated: number | null;
    blocked: number | null;
    submitted: number | null;
    completed: number | null;
  }) => {
    const t = asset(v.id, {
      reported: v.reported ?? 0,
      ...(v.escalated === null ? {} : { escalated: v.escalated }),
      ...(v.blocked === null ? {} : { blocked: v.blocked }),
      ...(v.submitted === null ? {} : { submitted: v.submitted }),
      ...(v.completed === null ? {} : { completed: v.completed }),
    });
    return v.reported === null ? { ...t, firstReportedAt: null } : t;
  };

  it("keeps the tally equal to the stored assets through any sequence of pages, and the migration builds the same one", async () => {
    await fc.assert(
      fc.asyncProperty(pagesArb, async (pages) => {
        for (const table of ["threat_assets", "threat_funnel_tally"] as const) await db().deleteFrom(table).execute();
        for (const page of pages) {
          // An asset may come twice in one page: its last version counts.
          await db()
            .transaction()
            .execute((trx) => upsertThreats(trx, "", page.map(versionOf), new Date()));
        }
        for (const [start, end] of [
          ["2026-11-07", "2026-11-12"],
          ["2026-11-10", "2026-11-10"],
        ] as const) {
          const kept = await assetFunnel(db(), "", start, end);
          const exact = await funnelFromRows("", start, end);
          expect(kept.stages).toEqual(exact.stages);
          kept.medians.forEach((m, k) => {
            const want = exactMedian(exact.gaps[k]!);
            expect(m.assets).toBe(exact.gaps[k]!.length);
            if (want === null) expect(m.medianMs).toBeNull();
            else expect(Math.abs(m.medianMs! - want)).toBeLessThanOrEqual(want * 0.0101 + 1);
          });
        }
        const incremental = await db().selectFrom("threat_funnel_tally").selectAll().orderBy("day").orderBy("metric").orderBy("bucket").execute();
        await db().deleteFrom("threat_funnel_tally").execute();
        await db().deleteFrom("threat_asset_brands").execute();
        await buildBrandsAndTally(db());
        const built = await db().selectFrom("threat_funnel_tally").selectAll().orderBy("day").orderBy("metric").orderBy("bucket").execute();
        const plain = (rows: typeof built) => rows.map((r) => ({ ...r, n: Number(r.n), sum_ms: Number(r.sum_ms) }));
        expect(plain(incremental)).toEqual(plain(built));
        expect(incremental.every((r) => Number(r.n) > 0)).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});
