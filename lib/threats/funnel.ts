import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { FUNNEL_STAGES, gapMetric, histogramMedian, reachedMetric } from "@/lib/threat-derived/funnel-tally";
import type { FunnelView } from "./funnel.types";

/**
 * Assets first reported in the period (days, UTC, both included) and how far each went: reported →
 * escalated → blocked → takedown submitted → completed, with the median time between two steps.
 * An asset blocked without an escalation (an approval straight from review) counts as blocked and
 * not as escalated; each median is from the last step before it the asset has a date for.
 * Read from the tally the sync keeps per day (lib/threat-derived/funnel-tally.ts): its rows for the
 * period, not the assets, so 30 days at 1,000,000 assets is a few hundred rows.
 */
export async function assetFunnel(db: Kysely<Database>, org: string, startDate: string, endDate: string): Promise<FunnelView> {
  const rows = await db
    .selectFrom("threat_funnel_tally")
    .select((eb) => ["metric", "bucket", eb.fn.sum<number | string>("n").as("n"), eb.fn.sum<number | string>("sum_ms").as("sum_ms")])
    .where("org", "=", org)
    .where("day", ">=", startDate)
    .where("day", "<=", endDate)
    .groupBy(["metric", "bucket"])
    .execute();
  const of = (metric: string) => rows.filter((r) => r.metric === metric).map((r) => ({ bucket: Number(r.bucket), n: Number(r.n), sumMs: Number(r.sum_ms) }));
  const stages = FUNNEL_STAGES.map(([stage]) => ({ stage, count: of(reachedMetric(stage)).reduce((s, r) => s + r.n, 0) }));
  const medians = FUNNEL_STAGES.slice(1).map(([stage], k) => {
    const gaps = of(gapMetric(stage));
    return { from: FUNNEL_STAGES[k]![0], to: stage, medianMs: histogramMedian(gaps), assets: gaps.reduce((s, r) => s + r.n, 0) };
  });
  return { startDate, endDate, stages, medians };
}
