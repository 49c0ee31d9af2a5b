"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { noticesQueryOptions } from "@/lib/queries/notices";

/**
 * The shell's notice of the user's own reviews the service did not take (the day's budget was
 * spent, the proposal left the queue…), on every page until they mark them seen on /triage, which
 * says why for each, whichever organization it shows (components/triage/unseen-failures.tsx).
 * Nothing while there are none.
 */
export function UnsentReviewsNotice() {
  const notices = useQuery(noticesQueryOptions());
  const unsent = notices.data?.unsentReviews ?? [];
  if (unsent.length === 0) return null;
  return (
    <Link
      href="/triage"
      data-testid="unsent-reviews"
      className="inline-flex items-center gap-1 rounded border border-fail bg-fail-soft px-2 py-0.5 text-xs font-semibold text-text hover:underline"
    >
      <span aria-hidden="true">!</span> {unsent.length === 1 ? "1 review failed" : `${unsent.length} reviews failed`}
      <span className="sr-only">: open Triage to see why</span>
    </Link>
  );
}
