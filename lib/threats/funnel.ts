import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { FunnelStage, FunnelView } from "./funnel.types";

/** Each stage's date column in the store; an asset has reached a stage when its date is known. */
const STAGES: readonly (readonly [FunnelStage, "first_reported_at" | "escalated_at" | "blocked_at" | "takedown_submitted_at" | "takedown_completed_at"])[] = [
  ["reported", "first_reported_at"],
  ["escalated", "escalated_at"],
  ["blocked", "blocked_at"],
  ["submitted", "takedown_submitted_at"],
  ["completed", "takedown_completed_at"],
];

const DAY_MS = 86_400_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * Assets first reported in the period (days, UTC, both included) and how far each went: reported →
 * escalated → blocked → takedown submitted → completed, with the median time between two steps.
 * An asset blocked without an escalation (an approval straight from review) counts as blocked and
 * not as escalated; each median is from the last step before it the asset has a date for.
 */
export async function assetFunnel(db: Kysely<Database>, org: string, startDate: string, endDate: string): Promise<FunnelView> {
  const from = new Date(`${startDate}T00:00:00.000Z`).toISOString();
  const to = new Date(Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS).toISOString();
  const rows = await db
    .selectFrom("threat_assets")
    .select(STAGES.map(([, column]) => column))
    .where("org", "=", org)
    .where("first_reported_at", ">=", from)
    .where("first_reported_at", "<", to)
    .execute();
  const times = rows.map((r) => STAGES.map(([, column]) => (r[column] === null ? null : Date.parse(r[column]!))));
  const stages = STAGES.map(([stage], i) => ({ stage, count: times.filter((t) => t[i] !== null).length }));
  const medians = STAGES.slice(1).map(([stage], k) => {
    const i = k + 1;
    // From the last step before this one the asset has a date for (blocked straight from reported counts from reported).
    const gaps = times.flatMap((t) => {
      if (t[i] === null || t[i] === undefined) return [];
      const before = t.slice(0, i).findLast((v) => v !== null && v !== undefined);
      // A step dated before the one it follows says nothing of the time between them: left out.
      return before === undefined || before === null || t[i]! < before ? [] : [t[i]! - before];
    });
    return { from: STAGES[k]![0], to: stage, medianMs: median(gaps), assets: gaps.length };
  });
  return { startDate, endDate, stages, medians };
}
