import type { ResponseId } from "@/lib/contract/response-id";
import { APPROVE_LABELS, BRAND_LABELS, type ConsoleReviewRequestBody, REJECT_REASONS, WATCHLIST_REASONS } from "@/lib/contract/review-request";

export type ReviewDecision = ConsoleReviewRequestBody["decision"];

/** What the review dialog collected. Empty strings mean "not chosen". */
export type ReviewDraft = {
  decision: ReviewDecision;
  label: string;
  /** The chosen brand's id exactly as GET /organization/brands gave it, or null. */
  brandId: ResponseId | null;
  rejectReason: string;
  watchlistReason: string;
  note: string;
};

export type DraftField = "label" | "brandId" | "rejectReason" | "watchlistReason" | "note";

export type BuiltReview = { ok: true; body: ConsoleReviewRequestBody } | { ok: false; errors: Partial<Record<DraftField, string>> };

export const emptyDraft = (decision: ReviewDecision): ReviewDraft => ({
  decision,
  label: "",
  brandId: null,
  rejectReason: "",
  watchlistReason: "",
  note: "",
});

export const NOTE_MAX = 2000;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export const labelNeedsBrand = (label: string): boolean => BRAND_LABELS.includes(label);

/**
 * The body of POST /organization/proposals/{id}/review for a draft, exactly as the service documents it
 * describes it: `assetId` as received, `decision`, and only the fields that decision needs
 * (`label`, plus `brandId` for a brand label; `rejectReason`; `watchlistReason`, plus `note` for OTHER).
 */
export function buildReviewBody(assetId: ResponseId, draft: ReviewDraft): BuiltReview {
  const errors: Partial<Record<DraftField, string>> = {};
  if (draft.decision === "APPROVE") {
    if (!isOneOf(APPROVE_LABELS, draft.label)) return { ok: false, errors: { label: "Choose a label." } };
    if (!labelNeedsBrand(draft.label)) return { ok: true, body: { assetId, decision: "APPROVE", label: draft.label } };
    if (draft.brandId === null) return { ok: false, errors: { brandId: `Choose the brand for “${draft.label}”.` } };
    return { ok: true, body: { assetId, decision: "APPROVE", label: draft.label, brandId: draft.brandId } };
  }
  if (draft.decision === "REJECT") {
    if (!isOneOf(REJECT_REASONS, draft.rejectReason)) return { ok: false, errors: { rejectReason: "Choose a reason." } };
    return { ok: true, body: { assetId, decision: "REJECT", rejectReason: draft.rejectReason } };
  }
  if (!isOneOf(WATCHLIST_REASONS, draft.watchlistReason)) errors.watchlistReason = "Choose a reason.";
  const note = draft.note.trim();
  if (draft.watchlistReason === "OTHER" && note === "") errors.note = "Describe the reason in a note.";
  if (note.length > NOTE_MAX) errors.note = `Keep the note under ${NOTE_MAX} characters.`;
  if (Object.keys(errors).length > 0 || !isOneOf(WATCHLIST_REASONS, draft.watchlistReason)) return { ok: false, errors };
  return draft.watchlistReason === "OTHER"
    ? { ok: true, body: { assetId, decision: "WATCHLIST", watchlistReason: "OTHER", note } }
    : { ok: true, body: { assetId, decision: "WATCHLIST", watchlistReason: draft.watchlistReason } };
}

/** Readable names for the reason codes (labels are already readable). */
export const REJECT_REASON_NAMES: Record<(typeof REJECT_REASONS)[number], string> = {
  irrelevant: "Irrelevant",
  no_malicious_activity: "No malicious activity",
  insufficient_evidence: "Insufficient evidence",
  not_targeting_org: "Not targeting the organization",
  decayed: "Decayed (no longer active)",
};

export const WATCHLIST_REASON_NAMES: Record<(typeof WATCHLIST_REASONS)[number], string> = {
  DEAD: "Dead",
  PARKING: "Parking page",
  NOT_ENOUGH_EVIDENCE: "Not enough evidence",
  OTHER: "Other (explain in a note)",
};

export const DECISION_NAMES: Record<ReviewDecision, string> = { APPROVE: "Approve", REJECT: "Reject", WATCHLIST: "Watchlist" };
