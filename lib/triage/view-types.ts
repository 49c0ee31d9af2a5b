// What /api/triage/* answers; shared by the routes and the page's query factories (types only).
import type { Proposal, Report } from "@/lib/contract/report";
import type { AgeState, SlaState, Waiting } from "./queue-order";
import type { TodaysPlan } from "./todays-plan";

export type TriageClaimView = { username: string; expiresAt: string; mine: boolean };

export type TriageClaimsView = { answeredAt: string; claims: (TriageClaimView & { proposalId: string })[] };

export type TriageItemView = {
  key: string;
  waiting: Waiting;
  slaState: SlaState;
  /** The one brand the report's title names, or none (lib/triage/queue-order.ts `suggestedBrandOf`). */
  brandIds: string[];
  /** Every brand the title names. */
  namedBrandIds: string[];
  proposal: Proposal;
  report: Report;
  claim: TriageClaimView | null;
};

export type TriageQueueView = {
  /** When the walk behind this answer started (the data's age is measured from it). */
  asOf: string;
  /** The server's clock when it answered. */
  answeredAt: string;
  refreshing: boolean;
  /** Every PENDING proposal of the whole queue, and how many certainly wait on the organization. */
  total: number;
  certainTotal: number;
  /** The one "waiting on you" figure, as /queues, the wall and /health show it. */
  waitingOnYou: WaitingOnYou;
  /** After the filters. */
  filteredTotal: number;
  /**
   * The whole queue by the /queues buckets, so a number there can open a list of exactly that
   * many (the snapshot also counts proposals waiting on other organizations; see components/queues/snapshot-links.ts).
   */
  buckets: TriageBuckets;
  /** Reports and proposals the service sent without an id, left out of the queue, with request ids to quote (present only when some were). */
  unreadable?: { reports: number; proposals: number; requestIds: string[] };
  offset: number;
  items: TriageItemView[];
  facets: { assetTypes: { value: string; count: number }[]; brands: { id: string; name: string; count: number }[] };
};

export type TriageBuckets = { sla: Record<SlaState, number>; age: Record<AgeState, number> };

/**
 * The one "waiting on you" figure (lib/format/counts.ts): the service's reviewing.backlog count
 * as of the walk (`service`), or, where the service has no such check, at least the proposals
 * the console knows certainly wait on the organization (`at-least`).
 */
export type WaitingOnYou = { count: number; source: "service" | "at-least" };

export type TriageCounts = { total: number; buckets: TriageBuckets; waitingOnYou: WaitingOnYou };

/** GET /api/triage/counts: null counts while the queue has not been walked yet. */
export type TriageCountsView = { asOf: string | null; counts: TriageCounts | null };

export type HeldReviewStatus = "planned" | "held" | "sending" | "sent" | "failed" | "undone";

export type HeldReviewView = {
  id: number;
  proposalId: string;
  /** The organization it was held in: its slug, or "" for the key's own (lib/contract/organization-key.ts). */
  organization: string;
  reportId: string;
  assetContent: string;
  decision: string;
  username: string;
  mine: boolean;
  status: HeldReviewStatus;
  sendAfter: string;
  updatedAt: string;
  /** Sent: whether the service stored it as a watchlist entry. */
  watchlisted: boolean | null;
  /** Sent: the parts of its answer the service left out (lib/contract/review.ts), if any. The review was still taken. */
  answerNotSent?: string[];
  /** Refused or failed: the service's status, code and message, and when to try again after a 429. */
  failure: { status: number | null; code: string; message: string; retryAfter: string | null } | null;
  /** Failed: whether its author has seen the failure (until then it is shown to them wherever they open /triage). */
  seen: boolean;
};

export type TriageBudgetView = {
  limit: number;
  used: number;
  held: number;
  remaining: number;
  /** After a 429 from the service: when reviews are possible again. */
  blockedUntil: string | null;
  /** With none left: when the next review becomes possible (a counted review leaves the 24 h window), if known. */
  nextFreeAt?: string | null;
};

export type TriageReviewsView = { answeredAt: string; undoSeconds: number; reviews: HeldReviewView[]; budget: TriageBudgetView };

/** A proposal of a bulk decision beyond the budget: reviewed on the service's own Review page instead (it does not count there). */
export type HandedOverView = { proposalId: string; reviewUrl: string | null };

/** What a bulk decision did: each held review (one undo window), the rest handed over, and what could not be held. */
export type BulkDecisionView = {
  held: HeldReviewView[];
  handedOver: HandedOverView[];
  alreadyHeld: { proposalId: string; username: string }[];
  notInQueue: string[];
  withoutAsset: string[];
};

/** What waits for the signed-in user in the shell, from every organization (GET /api/notices). */
export type UserNoticesView = {
  /** Their reviews the service did not take, not yet marked seen: however old (issue 41, item 3). */
  unsentReviews: HeldReviewView[];
};

/** What GET /api/triage/plan answers: the day's plan over the stored walk, or null before the first walk. */
export type TodaysPlanView = { asOf: string | null; plan: TodaysPlan | null };
