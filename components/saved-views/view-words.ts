import { formatCount } from "@/lib/format";
import type { ViewCount } from "@/lib/saved-views/counts.types";

/** A view's count on its tab: "37", "500+" past the counted cap, "–" while it cannot be known. */
export function countText(count: ViewCount): string {
  if (count.count === null) return "–";
  return `${formatCount(count.count)}${count.more ? "+" : ""}`;
}

/**
 * What a /triage view would cost of today's review budget (lib/history/review-budget.ts): each
 * proposal is one review, and the service allows `limit` per organization per 24 hours.
 */
export function reviewCostText(count: ViewCount, budget: { remaining: number; limit: number }): string {
  const left = `${formatCount(budget.remaining)} of today's ${formatCount(budget.limit)} reviews left`;
  if (count.count === null) return `Not counted yet; ${left}`;
  if (count.count === 0) return `Nothing to review; ${left}`;
  const needs = `Needs ${formatCount(count.count)} review${count.count === 1 ? "" : "s"}`;
  const over = count.count - budget.remaining;
  return over > 0 ? `${needs}; ${left}, ${formatCount(over)} short` : `${needs}; ${left}`;
}
