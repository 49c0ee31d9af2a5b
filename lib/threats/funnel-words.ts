import { formatDuration } from "@/lib/format/duration";
import type { FunnelStage } from "./funnel.types";

/** A funnel stage in words, as /outcomes and the weekly digest name it. */
export const FUNNEL_STAGE_WORDS: Record<FunnelStage, string> = {
  reported: "Reported",
  escalated: "Escalated",
  blocked: "Blocked",
  submitted: "Takedown submitted",
  completed: "Takedown completed",
};

const DAY_MS = 86_400_000;

/** The /assets list of exactly the assets a funnel figure counts (first reported in the period, both days included). */
export function funnelListHref(stage: FunnelStage, startDate: string, endDate: string): string {
  const params = new URLSearchParams({
    from: `${startDate}T00:00:00.000Z`,
    to: new Date(Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS).toISOString(),
  });
  if (stage !== "reported") params.set("reached", stage);
  return `/assets?${params.toString()}`;
}

/** "median 2 days after escalated", or that no asset reached the stage. */
export function funnelMedianWords(median: { from: FunnelStage; medianMs: number | null }): string {
  return median.medianMs === null ? "no asset reached it" : `median ${formatDuration(median.medianMs)} after ${FUNNEL_STAGE_WORDS[median.from].toLowerCase()}`;
}
