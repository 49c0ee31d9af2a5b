import type { UnblockResult } from "@/lib/contract/unblock";

export const MAX_CONTENT = 2048;
export const MAX_REASON = 2000;

export type UnblockInput = { content: string; reason: string };
export type UnblockProblems = Partial<Record<keyof UnblockInput, string>>;

/** The same rules as the service's request schema: both required, trimmed, bounded. */
export function checkUnblockInput(raw: UnblockInput): { ok: true; value: UnblockInput } | { ok: false; problems: UnblockProblems } {
  const content = raw.content.trim();
  const reason = raw.reason.trim();
  const problems: UnblockProblems = {};
  if (content === "") problems.content = "Enter the asset's content (the URL, domain or handle, exactly as reported)";
  else if (content.length > MAX_CONTENT) problems.content = `The content has at most ${MAX_CONTENT} characters`;
  if (reason === "") problems.reason = "Say why the asset should be unblocked";
  else if (reason.length > MAX_REASON) problems.reason = `The reason has at most ${MAX_REASON} characters`;
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value: { content, reason } };
}

export type UnblockOutcome = "unblocked" | "dispute" | "unchanged" | "unknown";

/**
 * What the service did: `disputeCreated` means the asset was someone else's. When the answer left
 * out what would tell the outcomes apart, the outcome is unknown, not guessed.
 */
export function unblockOutcome(result: Pick<UnblockResult, "success" | "disputeCreated">): UnblockOutcome {
  if (result.disputeCreated === true) return "dispute";
  if (result.success === false) return "unchanged";
  if (result.success === true && result.disputeCreated === false) return "unblocked";
  return "unknown";
}

export const OUTCOME_TITLES: Record<UnblockOutcome, string> = {
  unblocked: "Asset unblocked",
  dispute: "Dispute opened",
  unchanged: "Nothing changed",
  unknown: "Request accepted",
};
