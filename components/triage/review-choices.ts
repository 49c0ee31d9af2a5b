import { APPROVE_LABELS, REJECT_REASONS, WATCHLIST_REASONS } from "@/lib/contract/review-request";
import { labelNeedsBrand, REJECT_REASON_NAMES, type ReviewDecision, WATCHLIST_REASON_NAMES } from "./review-body";

export const TITLES: Record<ReviewDecision, string> = { APPROVE: "Approve proposal", REJECT: "Reject proposal", WATCHLIST: "Watchlist proposal" };
export const CONFIRM: Record<ReviewDecision, string> = { APPROVE: "Approve and block worldwide", REJECT: "Reject", WATCHLIST: "Add to watchlist" };

/** What approving with each label means: every approval blocks the asset worldwide; the label records why. */
const LABEL_HINTS: Record<(typeof APPROVE_LABELS)[number], string> = {
  "Brand Impersonation": "Blocks it as impersonating one of your brands (choose which).",
  "Employee Impersonation": "Blocks it as impersonating one of your people, under a brand (choose which).",
  "Fake Employee": "Blocks it as a made-up employee of your organization.",
  "Targeting Org Users": "Blocks it as a scam aimed at your organization's users.",
  "General Phishing": "Blocks it as phishing that does not target you in particular.",
  "C2 Server": "Blocks it as malware command-and-control infrastructure.",
  "False Positive": "Still approves and blocks the asset, labelled a false positive. To leave it unblocked, reject instead.",
};

export type ChoiceField = "label" | "rejectReason" | "watchlistReason";

/** The one required choice of each decision: its field, its legend and its options. */
export const DECISION_CHOICE: Record<ReviewDecision, { field: ChoiceField; legend: string; options: { value: string; label: string; hint?: string }[] }> = {
  APPROVE: {
    field: "label",
    legend: "Label",
    options: APPROVE_LABELS.map((l) => ({ value: l, label: labelNeedsBrand(l) ? `${l} (names a brand)` : l, hint: LABEL_HINTS[l] })),
  },
  REJECT: { field: "rejectReason", legend: "Reason", options: REJECT_REASONS.map((r) => ({ value: r, label: REJECT_REASON_NAMES[r] })) },
  WATCHLIST: { field: "watchlistReason", legend: "Reason", options: WATCHLIST_REASONS.map((r) => ({ value: r, label: WATCHLIST_REASON_NAMES[r] })) },
};
