import { formatWait } from "@/lib/format/duration";
import { formatWhen } from "@/lib/format/time";
import type { ReviewBudget } from "@/lib/queries/history";

/** Pure wording of the review budget panel on /triage. */

export type BudgetWording = {
  /** "3 of 10 reviews used through this console in the last 24 hours" */
  used: string;
  /** "7 left" / "none left" */
  remaining: string;
  /** When the next one frees up, by the console's own count; null when none is used. */
  nextFree: string | null;
  /** The service's own answer after a 429 (its Retry-After), while it is still in the future. */
  service: string | null;
};

/** The plain caveat: the console only counts what went through it. */
export function notSeenNote(limit: number): string {
  return `Reviews made elsewhere — in the service's own interface or with other API keys — count against the same ${limit} but are not seen here, so fewer may be left than shown.`;
}

export function describeBudget(budget: ReviewBudget, nowMs: number, serviceRetryAt: Date | null = null, timeZone?: string): BudgetWording {
  const plural = budget.limit === 1 ? "review" : "reviews";
  const used = `${budget.used} of ${budget.limit} ${plural} used through this console in the last ${budget.windowHours} hours`;

  let nextFree: string | null = null;
  if (budget.nextFreeAt !== null) {
    const at = Date.parse(budget.nextFreeAt);
    if (!Number.isNaN(at)) {
      const lead = budget.remaining === 0 ? "The next review frees up" : "One more frees up";
      nextFree =
        at <= nowMs ? `${lead} any moment now.` : `${lead} at ${formatWhen(at, nowMs, timeZone)} (in ${formatWait(at - nowMs)}), when the oldest counted review is ${budget.windowHours} hours old.`;
    }
  }

  const retry = serviceRetryAt?.getTime();
  const service =
    retry !== undefined && retry > nowMs
      ? `The service refused a review: the organization's budget is spent, counting reviews made elsewhere. By its Retry-After, reviews are possible again at ${formatWhen(retry, nowMs, timeZone)} (in ${formatWait(retry - nowMs)}).`
      : null;

  // After a 429 the service's word wins over the console's partial count.
  const remaining = service !== null || budget.remaining === 0 ? `none left${service !== null && budget.remaining > 0 ? ", says the service" : ""}` : `${budget.remaining} left`;
  return { used, remaining, nextFree, service };
}
