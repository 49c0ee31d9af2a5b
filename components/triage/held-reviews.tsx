"use client";

import { Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatWait } from "@/lib/format/duration";
import { formatWhen } from "@/lib/format/time";
import type { HeldReviewView, TriageBudgetView } from "@/lib/triage/view-types";
import { DECISION_NAMES } from "./review-body";

/** A held review's decision is text as stored; a name when it is one of ours, else the text itself. */
const decisionNames: Readonly<Record<string, string | undefined>> = DECISION_NAMES;

/** "Next review possible at 14:32 CET, in 2 h 10 min." (lib/format: one time format, waits rounded up). */
export function nextReviewWords(at: string | null | undefined, now: number): string {
  const ms = at ? Date.parse(at) : Number.NaN;
  if (!Number.isFinite(ms)) return "";
  return ms <= now ? " The next review is possible now." : ` Next review possible at ${formatWhen(ms, now)}, in ${formatWait(ms - now)}.`;
}

/** Why decisions are off, or null when one more review fits. One sentence, one time format. */
export function budgetBlockReason(budget: TriageBudgetView | undefined, now: number): string | null {
  if (!budget || budget.remaining > 0) return null;
  if (budget.blockedUntil) {
    return `No reviews left: the service refused the last one because your organization's 10 reviews in 24 hours are spent.${nextReviewWords(budget.blockedUntil, now)}`;
  }
  const next = nextReviewWords(budget.nextFreeAt, now);
  return budget.held > 0
    ? `No reviews left: ${budget.used} sent and ${budget.held} held or planned use up your organization's ${budget.limit} reviews in 24 hours.${next}`
    : `No reviews left: your organization's ${budget.limit} reviews in 24 hours are used.${next}`;
}

/** The budget in one line: what is left, counting held reviews. */
export function BudgetLine({ budget }: { budget: TriageBudgetView | undefined }) {
  if (!budget) return null;
  return (
    <p className="text-sm" data-testid="triage-budget" data-remaining={budget.remaining}>
      <span className="font-semibold">
        {budget.remaining} of {budget.limit} reviews left
      </span>{" "}
      in the rolling 24 hours ({budget.used} sent through this console{budget.held > 0 ? `, ${budget.held} held or planned` : ""}).
    </p>
  );
}

/** Reviews held for the undo window, with a countdown and Undo for one's own; planned ones wait for their reviewer's Confirm. */
export function HeldReviews({
  reviews,
  now,
  onUndo,
  onConfirm,
}: {
  reviews: HeldReviewView[];
  now: number;
  onUndo: (review: HeldReviewView) => void;
  onConfirm: (ids: number[]) => void;
}) {
  const held = reviews.filter((r) => r.status === "held" || r.status === "sending");
  const planned = reviews.filter((r) => r.status === "planned");
  if (held.length === 0 && planned.length === 0) return null;
  return (
    <>
      {planned.length > 0 ? <PlannedReviews planned={planned} onUndo={onUndo} onConfirm={onConfirm} /> : null}
      {held.length > 0 ? <HeldList held={held} now={now} onUndo={onUndo} /> : null}
    </>
  );
}

/**
 * Today's ten as planned reviews: nothing goes to the service until its reviewer confirms it (one
 * by one, or all of theirs together); a planned review holds its place in the budget until then.
 */
function PlannedReviews({
  planned,
  onUndo,
  onConfirm,
}: {
  planned: HeldReviewView[];
  onUndo: (review: HeldReviewView) => void;
  onConfirm: (ids: number[]) => void;
}) {
  const mine = planned.filter((r) => r.mine);
  return (
    <section aria-labelledby="planned-reviews-title" className="rounded border border-border bg-surface-raised p-3 text-sm" data-testid="planned-reviews">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="planned-reviews-title" className="font-semibold">
          Planned reviews: {planned.length}, not sent until confirmed
        </h2>
        {mine.length > 1 ? (
          <Button size="sm" variant="primary" onClick={() => onConfirm(mine.map((r) => r.id))}>
            Confirm all {mine.length}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {planned.map((review) => (
          <li key={review.id} data-testid="planned-review" className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 break-all">
              <span className="font-semibold">{decisionNames[review.decision] ?? review.decision}</span> {review.assetContent}
              {review.mine ? "" : ` (planned by ${review.username})`}
            </span>
            {review.mine ? (
              <>
                <Button size="sm" onClick={() => onConfirm([review.id])}>
                  Confirm
                </Button>
                <Button size="sm" variant="ghost" onClick={() => onUndo(review)}>
                  Drop
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HeldList({ held, now, onUndo }: { held: HeldReviewView[]; now: number; onUndo: (review: HeldReviewView) => void }) {
  return (
    <section aria-label="Held reviews" className="rounded border border-warn bg-warn-soft p-3 text-sm text-text">
      <ul className="flex flex-col gap-2">
        {held.map((review) => {
          const left = Math.max(0, Math.ceil((Date.parse(review.sendAfter) - now) / 1000));
          const name = decisionNames[review.decision] ?? review.decision;
          return (
            <li key={review.id} data-testid="held-review" data-status={review.status} className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 break-all">
                <span className="font-semibold">{name}</span> {review.assetContent}
                {review.mine ? "" : ` (by ${review.username})`} — {review.status === "sending" || left === 0 ? "sending now…" : `sent in ${left} s`}
              </span>
              {review.mine && review.status === "held" && left > 0 ? (
                <Button size="sm" onClick={() => onUndo(review)}>
                  <Undo2 aria-hidden size={14} />
                  Undo
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
