import type { SchemaIssue } from "@/components/ui/body-resolver";
import type { UnblockResult } from "@/lib/contract/unblock";
import { unblockRequestBodySchema } from "@/lib/contract/unblock-request";

export const MAX_CONTENT = 2048;
export const MAX_REASON = 2000;

export type UnblockInput = { content: string; reason: string };
export type UnblockProblems = Partial<Record<keyof UnblockInput, string>>;

/** What is sent for what was typed: both trimmed (the content also tidied by the form, asset-preview.ts). */
export const unblockBodyOf = (raw: UnblockInput): UnblockInput => ({ content: raw.content.trim(), reason: raw.reason.trim() });

/** The form's words for a refusal of the service's request schema (lib/contract/unblock-request.ts) on `field`. */
export function unblockProblemWords(issue: SchemaIssue, field: keyof UnblockInput | null): string {
  const tooLong = issue.code === "too_big";
  if (field === "content")
    return tooLong ? `The content has at most ${MAX_CONTENT} characters` : "Enter the asset's content (the URL, domain or handle, exactly as reported)";
  if (field === "reason") return tooLong ? `The reason has at most ${MAX_REASON} characters` : "Say why the asset should be unblocked";
  return issue.message;
}

/** The service's own request schema, in the form's words: both required, trimmed, bounded. */
export function checkUnblockInput(raw: UnblockInput): { ok: true; value: UnblockInput } | { ok: false; problems: UnblockProblems } {
  const value = unblockBodyOf(raw);
  const parsed = unblockRequestBodySchema.safeParse(value);
  if (parsed.success) return { ok: true, value };
  const problems: UnblockProblems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "content" || issue.path[0] === "reason" ? issue.path[0] : null;
    if (field) problems[field] ??= unblockProblemWords(issue, field);
  }
  return { ok: false, problems };
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
