import type { ReviewFailure } from "./review-errors";

/**
 * What the page remembers about reviews it sent, on top of the server's queue:
 * - `hidden`: proposals reviewed here (in flight or done) — they leave the queue at once;
 * - `failures`: the last failure per proposal, shown on it when it comes back;
 * - `notWaiting`: proposals the service said (403) are not waiting on this organization.
 */
export type ReviewState = {
  hidden: ReadonlySet<string>;
  failures: ReadonlyMap<string, ReviewFailure>;
  notWaiting: ReadonlySet<string>;
  /** The latest outcome, for the page's live region and alert. */
  last: { key: string; outcome: "sent" | "done" | "failed" } | null;
};

export type ReviewAction =
  | { type: "submitted"; key: string }
  | { type: "succeeded"; key: string }
  | { type: "failed"; key: string; failure: ReviewFailure }
  | { type: "dismissed"; key: string };

export const initialReviewState: ReviewState = { hidden: new Set(), failures: new Map(), notWaiting: new Set(), last: null };

const withKey = <T>(set: ReadonlySet<T>, key: T) => new Set(set).add(key);
function without<T>(set: ReadonlySet<T>, key: T): Set<T> {
  const next = new Set(set);
  next.delete(key);
  return next;
}
function withoutEntry<K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case "submitted":
      // Optimistic: the proposal leaves the queue before the service answers.
      return { ...state, hidden: withKey(state.hidden, action.key), failures: withoutEntry(state.failures, action.key), last: { key: action.key, outcome: "sent" } };
    case "succeeded":
      // Stays hidden: the refetched queue no longer lists it, and a slow refetch must not show it again.
      return { ...state, last: { key: action.key, outcome: "done" } };
    case "failed": {
      // Rollback: the proposal comes back, carrying the reason.
      const notWaiting = action.failure.kind === "not-waiting" ? withKey(state.notWaiting, action.key) : state.notWaiting;
      return {
        hidden: without(state.hidden, action.key),
        failures: new Map(state.failures).set(action.key, action.failure),
        notWaiting,
        last: { key: action.key, outcome: "failed" },
      };
    }
    case "dismissed":
      return { ...state, failures: withoutEntry(state.failures, action.key) };
  }
}
