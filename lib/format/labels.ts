import { ASSET_TYPE_LABELS } from "./asset-type-labels";
import { REPORT_STATUS_LABELS } from "./report-status-labels";

/**
 * Human labels for every documented enum value of the service, and for the few of the console's
 * own (roles, alert channels and deliveries). A value the table does not know
 * is shown as it comes (never hidden, never guessed). The code stays reachable: `describe` gives
 * both, and components/ui/code-label.tsx shows the code as secondary text / title.
 * See docs/architecture.md ("Words").
 */

export type LabelKind =
  | "reportStatus"
  | "reviewStatus"
  | "takedownStatus"
  | "reportSource"
  | "assetType"
  | "assetStatus"
  | "livenessStatus"
  | "reporterRole"
  | "reporterPlatform"
  | "reporterKind"
  | "reviewDecision"
  | "rejectReason"
  | "watchlistReason"
  | "watchStatus"
  | "brandType"
  | "scanStatus"
  | "severity"
  | "healthCategory"
  | "consoleRole"
  | "alertChannelType"
  | "deliveryStatus"
  | "deliveryOutcome";

export const LABELS: Record<LabelKind, Record<string, string>> = {
  reportStatus: REPORT_STATUS_LABELS,
  reviewStatus: { PENDING: "Awaiting review", APPROVED: "Approved", REJECTED: "Rejected" },
  takedownStatus: {
    TODO: "To do",
    IN_PROGRESS: "In progress",
    PENDING_INPUT: "Waiting for input",
    COMPLETED: "Completed",
    CANCELLED: "Cancelled",
    PENDING_RETRACTION: "Retraction pending",
    RETRACTION_SENT: "Retraction sent",
    RETRACTED: "Retracted",
  },
  reportSource: {
    APP: "Web app",
    API: "API",
    CANARY_TOKEN: "Canary token",
    AUTO_DETECTION: "Automatic detection",
    ASSET_MANAGEMENT: "Asset management",
  },
  assetType: ASSET_TYPE_LABELS,
  assetStatus: { UNKNOWN: "Unknown", ALLOWED: "Allowed", BLOCKED: "Blocked" },
  livenessStatus: { UNKNOWN: "Unknown", ALIVE: "Online", DEAD: "Offline" },
  reporterRole: {
    SUPERUSER: "Superuser",
    SYSTEM: "System",
    CUSTOMER: "Customer",
    SUPPORT: "Support",
    REVIEWER: "Reviewer",
    REPORTER: "Reporter",
    MANAGER: "Manager",
    READ_ONLY: "Read-only",
  },
  /** Where an external reporter reported from: a free string in the interface, these are the ones seen. */
  reporterPlatform: { TWITTER: "X (Twitter)", DISCORD: "Discord", TELEGRAM: "Telegram", EMAIL: "email", WEB: "the web", SLACK: "Slack", REDDIT: "Reddit" },
  reporterKind: { human: "People", automation: "Automation" },
  reviewDecision: { APPROVE: "Approve", REJECT: "Reject", SKIP: "Skip", ESCALATE: "Escalate", WATCHLIST: "Watchlist" },
  rejectReason: {
    irrelevant: "Irrelevant",
    no_malicious_activity: "No malicious activity",
    insufficient_evidence: "Insufficient evidence",
    not_targeting_org: "Not targeting our organization",
    decayed: "Gone (decayed)",
  },
  watchStatus: { NONE: "Not watchlisted", WATCHLISTED: "Watchlisted" },
  watchlistReason: { DEAD: "Offline", PARKING: "Parked domain", NOT_ENOUGH_EVIDENCE: "Not enough evidence", OTHER: "Other" },
  brandType: { ORGANIZATION: "Organization", INDIVIDUAL: "Person" },
  scanStatus: { PENDING: "Waiting", IN_PROGRESS: "Running", COMPLETED: "Completed", FAILED: "Failed" },
  severity: { ok: "OK", warn: "Warning", fail: "Failing" },
  healthCategory: {
    detection: "Detection",
    reviewing: "Reviewing",
    blocklisting: "Blocklisting",
    takedowns: "Takedowns",
    assets: "Assets",
    organization: "Organization",
  },
  // The console's own values (lib/auth/permissions.ts, lib/alerts/rule-schema.ts, lib/alerts/outbox.ts).
  consoleRole: { admin: "Admin", reviewer: "Reviewer", viewer: "Viewer" },
  alertChannelType: { webhook: "Webhook", slack: "Slack", teams: "Teams", email: "Email" },
  deliveryStatus: { pending: "Waiting to be sent", delivered: "Delivered", failed: "Given up" },
  deliveryOutcome: { sending: "Sending", success: "Sent", failure: "Failed", interrupted: "Interrupted" },
};

/** The label of a value; an unknown value as it comes; null/empty as "—". */
export function label(kind: LabelKind, value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  return Object.hasOwn(LABELS[kind], value) ? (LABELS[kind][value] as string) : value;
}

/** Whether the value is one the table knows. */
export function isKnown(kind: LabelKind, value: string | null | undefined): boolean {
  return typeof value === "string" && Object.hasOwn(LABELS[kind], value);
}

/** The label and, when it differs from the label, the code for experts. */
export function describe(kind: LabelKind, value: string | null | undefined): { label: string; code: string | null } {
  const text = label(kind, value);
  return { label: text, code: value && text !== value ? value : null };
}

/** Every documented code, across kinds (for scans that assert none is shown raw). */
export function documentedCodes(kinds: LabelKind[] = Object.keys(LABELS) as LabelKind[]): string[] {
  const codes = new Set<string>();
  for (const kind of kinds) for (const code of Object.keys(LABELS[kind])) codes.add(code);
  return [...codes];
}
