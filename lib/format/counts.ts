import { formatCount } from "./number";

/**
 * The words for numbers that count different things, the same on /queues, /wall, /health and
 * /triage: the snapshot's total, the backlog check's count (proposals waiting on the caller's
 * organization) and the triage queue (reports flagged for the organization's review).
 * See docs/architecture.md ("Words").
 */
export const PENDING_PROPOSALS = {
  total: "Pending proposals in total",
  awaitingOrganization: "Waiting on you",
  flaggedForYou: "In triage",
} as const;

/** The one "waiting on you" figure: the service's backlog count, or at least those certainly waiting (lib/triage/view-types.ts). */
export type WaitingOnYouFigure = { count: number; source: "service" | "at-least" };

/** "511 waiting on you", "at least 387 waiting on you". */
export function waitingOnYouText(waiting: WaitingOnYouFigure): string {
  return `${waiting.source === "at-least" ? "at least " : ""}${formatCount(waiting.count)} waiting on you`;
}

/** What each of the three numbers counts, in one set of sentences for every page that shows them. */
export const WAITING_ON_YOU_MEANS = {
  service:
    "Waiting on you: the pending proposals awaiting your organization's review, as the service counts them (its review backlog check, the figure /health shows).",
  "at-least":
    "Waiting on you: at least the pending proposals certainly awaiting your organization's review (ones you reported, or alone on their report); the service sends no review backlog count.",
  inTriage:
    "In triage: every pending proposal on the reports the service flags for your review, also those that may wait on another organization, so it can be more than waiting on you.",
  total: "Pending proposals in total: every pending proposal of the organization's reports, also those waiting on other organizations.",
  /** The orders differ: said wherever a list of them is shown. */
  order: "Triage lists them most urgent first (certainly waiting on you, then by SLA); the backlog check on /health names the oldest first.",
} as const;

/** A triage list's count under a number it differs from: "635 in triage", or after a label "161 of 254 in triage". */
export function inTriageText(count: number, of: number | null = null): string {
  // PENDING_PROPOSALS.flaggedForYou, lower case after the number.
  return of === null || count > of ? `${formatCount(count)} in triage` : `${formatCount(count)} of ${formatCount(of)} in triage`;
}
