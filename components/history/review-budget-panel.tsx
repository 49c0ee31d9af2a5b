"use client";

import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import { useNow } from "@/components/ui/use-now";
import { reviewBudgetQueryOptions } from "@/lib/queries/history";
import { describeBudget, notSeenNote } from "./budget-wording";

/**
 * /triage: how much of the organization's review budget (10 per rolling 24 hours, shared by every
 * key) this console has used, when the next review frees up, and — after a 429 — the service's own
 * answer. What was reviewed elsewhere is not seen, and the panel says so.
 */
export function ReviewBudgetPanel({ serviceRetryAt }: { serviceRetryAt: Date | null }) {
  const query = useQuery(reviewBudgetQueryOptions());
  const now = useNow();
  const headingId = useId();
  const budget = query.data;
  const words = budget && now !== null ? describeBudget(budget, Date.now(), serviceRetryAt) : null;

  return (
    <section aria-labelledby={headingId} className="rounded border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="review-budget">
      <h2 id={headingId} className="mb-1 font-semibold">
        Review budget
      </h2>
      {query.isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          Loading the review budget…
        </p>
      ) : query.isError && !budget ? (
        <ErrorPanel error={query.error} title="Could not load the review budget" onRetry={() => void query.refetch()} />
      ) : budget ? (
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <meter
              min={0}
              max={budget.limit}
              low={Math.floor(budget.limit * 0.7)}
              high={budget.limit - 1}
              optimum={0}
              value={Math.min(budget.used, budget.limit)}
              aria-label="Reviews used through this console"
              className="h-3 w-40"
            />
            <p>
              <span className="font-semibold" data-testid="budget-used" data-used={budget.used} data-limit={budget.limit}>
                {words?.used ?? `${budget.used} of ${budget.limit} reviews used through this console`}
              </span>
              {" · "}
              <span data-testid="budget-remaining" data-remaining={budget.remaining}>
                {words?.remaining ?? `${budget.remaining} left`}
              </span>
            </p>
          </div>
          {words?.service ? (
            <p className="font-medium text-amber-900 dark:text-amber-200" data-testid="budget-service">
              {words.service}
            </p>
          ) : words?.nextFree ? (
            <p data-testid="budget-next-free">{words.nextFree}</p>
          ) : null}
          <p className="text-slate-600 dark:text-slate-400" data-testid="budget-not-seen">
            {notSeenNote(budget.limit)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
