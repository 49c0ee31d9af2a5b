import type { SchemaIssue } from "@/components/ui/body-resolver";
import type { ResponseId } from "@/lib/contract/response-id";
import {
  BRAND_LABELS,
  type ConsoleReviewRequestBody,
  consoleReviewRequestBodySchema,
  type REJECT_REASONS,
  type WATCHLIST_REASONS,
} from "@/lib/contract/review-request";

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

/** `form`: a refusal of no field of the dialog (the asset id). */
export type BuiltReview = { ok: true; body: ConsoleReviewRequestBody } | { ok: false; errors: Partial<Record<DraftField | "form", string>> };

export const emptyDraft = (decision: ReviewDecision): ReviewDraft => ({
  decision,
  label: "",
  brandId: null,
  rejectReason: "",
  watchlistReason: "",
  note: "",
});

export const NOTE_MAX = 2000;

export const labelNeedsBrand = (label: string): boolean => BRAND_LABELS.includes(label);

/**
 * The body of POST /organization/proposals/{id}/review for a draft, as the service documents it:
 * `assetId` as received, `decision`, and only the fields that decision needs (`label`, plus
 * `brandId` for a brand label; `rejectReason`; `watchlistReason`, plus the trimmed `note` for OTHER).
 * Not yet checked: `reviewBodyFieldOf` and `reviewProblemWords` say the console route's refusals.
 */
export function reviewBodyOf(assetId: ResponseId, draft: ReviewDraft): Record<string, unknown> {
  const { decision } = draft;
  if (decision === "APPROVE") {
    const brand = labelNeedsBrand(draft.label) && draft.brandId !== null ? { brandId: draft.brandId } : {};
    return { assetId, decision, label: draft.label, ...brand };
  }
  if (decision === "REJECT") return { assetId, decision, rejectReason: draft.rejectReason };
  return draft.watchlistReason === "OTHER"
    ? { assetId, decision, watchlistReason: draft.watchlistReason, note: draft.note.trim() }
    : { assetId, decision, watchlistReason: draft.watchlistReason };
}

const FIELDS: readonly string[] = ["label", "brandId", "rejectReason", "watchlistReason", "note"] satisfies DraftField[];

/** The dialog's field an issue of the route's schema is about, or null (e.g. the asset id). */
export const reviewBodyFieldOf = (path: string): DraftField | null => (FIELDS.includes(path) ? (path as DraftField) : null);

/** The dialog's words for a refusal of the console route's schema (lib/contract/review-request.ts). */
export function reviewProblemWords(issue: SchemaIssue, field: DraftField | null, draft: Pick<ReviewDraft, "label">): string {
  switch (field) {
    case "label":
      return "Choose a label.";
    case "brandId":
      return `Choose the brand for “${draft.label}”.`;
    case "rejectReason":
    case "watchlistReason":
      return "Choose a reason.";
    case "note":
      return issue.code === "too_big" ? `Keep the note under ${NOTE_MAX} characters.` : "Describe the reason in a note.";
    default:
      return issue.message;
  }
}

/** The draft's body checked with the console route's own schema, its refusals in the dialog's words. */
export function buildReviewBody(assetId: ResponseId, draft: ReviewDraft): BuiltReview {
  const body = reviewBodyOf(assetId, draft);
  const parsed = consoleReviewRequestBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<DraftField | "form", string>> = {};
  for (const issue of parsed.error.issues) {
    const field = reviewBodyFieldOf(issue.path.map(String).join("."));
    errors[field ?? "form"] ??= reviewProblemWords(issue, field, draft);
  }
  return { ok: false, errors };
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
