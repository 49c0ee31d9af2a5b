// What /api/triage/* answers; shared by the routes and the page's query factories (types only).
import type { Proposal, Report } from "@/lib/contract/report";
import type { SlaState, Waiting } from "./queue-order";

export type TriageClaimView = { username: string; expiresAt: string; mine: boolean };

export type TriageItemView = {
  key: string;
  waiting: Waiting;
  slaState: SlaState;
  brandIds: string[];
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
  /** After the filters. */
  filteredTotal: number;
  offset: number;
  items: TriageItemView[];
  facets: { assetTypes: { value: string; count: number }[]; brands: { id: string; name: string; count: number }[] };
};

export type HeldReviewStatus = "held" | "sending" | "sent" | "failed" | "undone";

export type HeldReviewView = {
  id: number;
  proposalId: string;
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
  /** Refused or failed: the service's status, code and message, and when to try again after a 429. */
  failure: { status: number | null; code: string; message: string; retryAfter: string | null } | null;
};

export type TriageBudgetView = {
  limit: number;
  used: number;
  held: number;
  remaining: number;
  /** After a 429 from the service: when reviews are possible again. */
  blockedUntil: string | null;
};

export type TriageReviewsView = { answeredAt: string; undoSeconds: number; reviews: HeldReviewView[]; budget: TriageBudgetView };
