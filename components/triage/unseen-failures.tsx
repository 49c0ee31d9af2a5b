"use client";

import { Check } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import type { HeldReviewView } from "@/lib/triage/view-types";
import { failureWords } from "./use-held-reviews";

/** The caller's own failed reviews they have not marked seen: however old, whichever organization they were held in. */
const unseenFailuresOf = (reviews: readonly HeldReviewView[]) => reviews.filter((r) => r.status === "failed" && r.mine && !r.seen);

/** /triage with just this proposal, in the organization it was held in. */
const proposalHref = (review: HeldReviewView) => {
  const query = new URLSearchParams({ proposal: review.proposalId });
  if (review.organization) query.set("slug", review.organization);
  return `/triage?${query.toString()}`;
};

/**
 * A review that failed after its author left /triage waits here for them until they mark it seen
 * (issue 41, item 3): the words say why, the link opens the proposal, which still waits for a review.
 */
export function UnseenFailures({
  reviews,
  onSeen,
  marking,
}: {
  reviews: readonly HeldReviewView[];
  onSeen: (review: HeldReviewView) => void;
  /** The review whose mark is on its way, if any. */
  marking: number | null;
}) {
  const failed = unseenFailuresOf(reviews);
  if (failed.length === 0) return null;
  return (
    <section aria-label="Your reviews that were not sent" className="rounded border border-fail bg-fail-soft p-3 text-sm text-text">
      <ul className="flex flex-col gap-2">
        {failed.map((review) => (
          <li key={review.id} data-testid="unseen-failure" className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 break-words">
              {failureWords(review)}
              {review.organization ? ` Organization ${review.organization}.` : ""}{" "}
              <Link href={proposalHref(review)} className="text-accent underline">
                Open proposal {review.proposalId}
              </Link>
            </span>
            <Button size="sm" disabled={marking === review.id} onClick={() => onSeen(review)}>
              <Check aria-hidden size={14} />
              Seen
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
