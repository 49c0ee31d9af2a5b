import { describe } from "./labels";

/**
 * Words of the threats feed and the watchlist (docs/assets.md), apart from labels.ts so the pages
 * that never show them (/reports) do not load them. An unknown value is shown as it comes.
 */
const WORDS = {
  /** The feed's lower-case lifecycle state of a reported asset. */
  threatState: { investigating: "Investigating", escalated: "Escalated", blocked: "Blocked", allowed: "Allowed", closed: "Closed" },
  /** A watchlisted asset's status change awaiting the service's confirmation. */
  pendingStatus: { BLOCKED: "Block pending" },
  /** The watchlist's reasons beyond those a review can give (labels.ts `watchlistReason`). */
  watchlistReason: { TEMPLATE: "Template page", RE_REGISTERED: "Registered again" },
} as const satisfies Record<string, Record<string, string>>;

type Kind = keyof typeof WORDS;

/** The words of a value and, when they differ, its code for experts (as labels.ts `describe`). */
export function describeLifecycle(kind: Kind, value: string | null | undefined): { label: string; code: string | null } {
  const words: Record<string, string> = WORDS[kind];
  if (value && Object.hasOwn(words, value)) return { label: words[value]!, code: value };
  if (kind === "watchlistReason") return describe("watchlistReason", value);
  return { label: value === null || value === undefined || value === "" ? "—" : value, code: null };
}

export function lifecycleLabel(kind: Kind, value: string | null | undefined): string {
  return describeLifecycle(kind, value).label;
}
