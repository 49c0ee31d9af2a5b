import type {
  FalsePositiveRate,
  FoundBySource,
  OrganizationMetrics,
  TakedownSuccessRate,
  TakedownTimeByProvider,
  TakedownTimeTrend,
  TimeToDetection,
} from "@/lib/contract/outcome-metrics";
import type { WaitingOnYou } from "@/lib/triage/view-types";
import type { OutcomeWindow } from "./outcome-window";

/**
 * What one card of the Outcomes page got from the service. Each card stands alone: a refusal or an
 * unreadable answer is its own state and never the page's.
 * - `not-enabled`: the service answered 403 (the metric is switched off for the organization);
 * - `missing`: 404, or an answer without what the card is drawn from (`message` says what);
 * - `failed`: anything else (the service down, a timeout, a 400), with the service's words.
 */
export type CardAnswer<T> =
  | { state: "ok"; current: T; previous: T | null; previousProblem?: string }
  | { state: "not-enabled"; message: string }
  | { state: "missing"; status: number | null; message: string }
  | { state: "failed"; status: number | null; message: string };

export type OutcomeCards = {
  /** GET /organization/metrics: reports, threats blocked by day and type, takedowns filed and completed. */
  summary: CardAnswer<OrganizationMetrics>;
  /** The monthly trend (its own comparison: the latest month against the one before). */
  takedownTrend: CardAnswer<TakedownTimeTrend>;
  takedownByProvider: CardAnswer<TakedownTimeByProvider>;
  successRate: CardAnswer<TakedownSuccessRate>;
  falsePositives: CardAnswer<FalsePositiveRate>;
  foundBySource: CardAnswer<FoundBySource>;
  timeToDetection: CardAnswer<TimeToDetection>;
};

export type OutcomeCardId = keyof OutcomeCards;

/** A figure of this period and the previous one of the same length (null: not known). */
export type Compared = { current: number | null; previous: number | null };

/** Waits from a proposal's arrival in the queue until its review, over the reviews sent in one period. */
export type ReviewWaits = {
  /** Reviews whose wait is known (their proposal's arrival was kept). */
  measured: number;
  medianMinutes: number | null;
  /** The 90th percentile (nearest rank): 9 in 10 of the measured reviews came within it. */
  p90Minutes: number | null;
  /** Reviews sent without an arrival time (held before the console kept one, or the service sent none): not counted above. */
  withoutArrival: number;
};

/** What only the console's own store knows, for the same window. */
export type ConsoleFigures = {
  /** Pending proposals in the triage queue as last walked; null when this organization's queue was never walked. */
  triageWait: { walkedAt: string; waiting: number; waitingOnYou?: WaitingOnYou; oldestMinutes: number | null; medianMinutes: number | null } | null;
  /** How long proposals waited from arrival until reviewed, by reviews sent whose review (held) falls in the window, and the period before. */
  waitUntilReview: { current: ReviewWaits; previous: ReviewWaits };
  /** Reviews sent through this console (the audit trail), and the budget of the window (10 a day). */
  reviews: Compared & { budget: number };
  /** Held reviews undone by their author or an admin. */
  undone: Compared;
  /** Claim collisions: a reviewer chose to review a proposal another reviewer held (the audit trail). */
  claimTakeOvers: Compared;
  /** SLA breaches seen by the queue history: the largest count recorded in the window, and the last. */
  slaBreaches: { peak: Compared; latest: number | null; points: number; scope: string | null };
};

export type OutcomesView = {
  window: OutcomeWindow;
  /** The brand the page is narrowed to, when one is chosen. */
  brand: { id: string; name: string | null; slug: string | null } | null;
  cards: OutcomeCards;
  console: ConsoleFigures;
  /**
   * How many reports each /reports link of the page holds (the list's own `totalCount` for the
   * link's query), by the link; null where the service sent no count. Absent in older digests.
   */
  listCounts?: Record<string, number | null>;
  generatedAt: string;
};
