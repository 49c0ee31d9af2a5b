import { ApiClientError } from "@/lib/api/errors";

export type ReviewFailureKind = "conflict" | "budget" | "not-waiting" | "gone" | "invalid" | "refused" | "other";

/** Why a review did not go through, in the words the page shows. */
export type ReviewFailure = {
  kind: ReviewFailureKind;
  message: string;
  /** What the console or service said, when it adds something. */
  detail?: string;
  requestId?: string;
  /** 429: when the organization can review again. */
  retryAt?: Date;
};

/** `Retry-After` as delay-seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): Date | null {
  if (value === undefined || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^[0-9]+$/.test(trimmed)) return new Date(now.getTime() + Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : new Date(date);
}

/** "3 h 12 min", "45 min", "20 s" — coarse enough to read at a glance. */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const formatClock = (date: Date) => date.toLocaleString(undefined, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** Maps a failed review call to its message: 409, 429 and 403 each say what happened and what now. */
export function describeReviewError(error: unknown, now: Date): ReviewFailure {
  if (!(error instanceof ApiClientError)) {
    return { kind: "other", message: "The review could not be sent.", detail: error instanceof Error ? error.message : undefined };
  }
  const base = { detail: error.message, requestId: error.requestId };
  switch (error.status) {
    case 409:
      return {
        ...base,
        kind: "conflict",
        message:
          "Not reviewed: this proposal was resolved meanwhile, or its asset changed since the queue was loaded. The queue has been refreshed — check it again before deciding.",
      };
    case 429: {
      if (error.code === "RATE_LIMITED") {
        // The console's own per-session limit, not the service's review budget.
        const wait = parseRetryAfter(error.retryAfter, now);
        return {
          ...base,
          kind: "other",
          message: `Not reviewed: too many requests from this session in the last minute.${wait ? ` Try again in ${formatWait(wait.getTime() - now.getTime())}.` : " Wait a moment and try again."}`,
        };
      }
      const retryAt = parseRetryAfter(error.retryAfter, now);
      const when = retryAt ? ` Reviews are possible again in ${formatWait(retryAt.getTime() - now.getTime())} (${formatClock(retryAt)}).` : "";
      return {
        ...base,
        kind: "budget",
        message: `Not reviewed: your organization's daily review budget is spent (the service allows 10 reviews per organization in any 24 hours).${when}`,
        retryAt: retryAt ?? undefined,
      };
    }
    case 403:
      return {
        ...base,
        kind: "not-waiting",
        message: "Not reviewed: this proposal is not waiting on your organization's review, so only the service's reviewers can decide it.",
      };
    case 404:
      return { ...base, kind: "gone", message: "Not reviewed: the service no longer knows this proposal. The queue has been refreshed." };
    case 400: {
      const issues = error.issues.map((i) => i.message).join("; ");
      return { ...base, kind: "invalid", message: "Not reviewed: the service refused the review as incomplete.", detail: issues || error.message };
    }
    default:
      return { ...base, kind: "other", message: "Not reviewed: the review could not be sent." };
  }
}

/**
 * Why the console refused to hold a review (POST /api/triage/reviews). A 409 there is the console's
 * own refusal, in a sentence written for the reviewer ("Not held: the day's review budget is spent
 * …", a proposal without its asset, a colleague's review already held): shown word for word. Any
 * other failure reads as a review's (`describeReviewError`).
 */
export function describeHoldError(error: unknown, now: Date): ReviewFailure {
  if (error instanceof ApiClientError && error.status === 409 && error.message.trim() !== "") {
    return { kind: "refused", message: error.message, requestId: error.requestId };
  }
  return describeReviewError(error, now);
}

/** Failures after which the queue must be fetched again because what it shows is out of date. */
export const failureNeedsRefresh = (failure: ReviewFailure): boolean => failure.kind === "conflict" || failure.kind === "gone";
