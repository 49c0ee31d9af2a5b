import type { KnownState } from "@/lib/contract/filing-console";

/** What the service already knows of a pasted asset, in words (the duplicate check, lib/filing/service-calls.ts). */
export const KNOWN_STATE_WORDS: Record<KnownState, string> = {
  blocked: "Already blocked",
  allowed: "Already allowed",
  pending: "Reported, pending review",
  reported: "Already reported",
  new: "New to the service",
};

/** The reasons `report/create` gives per asset (docs/filing.md), in words; any other code is said from its parts. */
const REFUSAL_WORDS: Record<string, string> = {
  REPORT_ALREADY_EXISTS: "Already reported: a report for it is being processed",
  ASSET_ALREADY_CORRECT: "Already has the status you asked for",
  ALREADY_PENDING_REVIEW: "Already waiting for review in another report",
  INVALID_FORMAT: "Not a form the service accepts",
  DUPLICATE_ASSETS: "Listed more than once in the same report",
  DOMAIN_NOT_ALLOWED: "On the service's ignore list",
  ASSET_NOT_FOUND: "Not found by the service",
  PROCESSING_FAILED: "The service could not process it",
  VALIDATION_ERROR: "Refused by the service's checks",
};

export function refusalWords(code: string): string {
  const known = REFUSAL_WORDS[code.toUpperCase()];
  if (known) return known;
  const words = code
    .toLowerCase()
    .replace(/[_\s-]+/g, " ")
    .trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : "Refused by the service";
}
