import { formatWait } from "./duration";

/** Why a delivery was refused, in words (lib/webhooks/refusal-outcomes.ts). */
export const WEBHOOK_REFUSAL_WORDS: Record<string, string> = {
  "no-secret": "no secret set here",
  "missing-signature": "no signature",
  "bad-signature": "wrong signature",
  "too-large": "body too large",
  "not-json": "not a JSON object",
  "rate-limited": "too many from one address",
};

/**
 * How late the console's own poll would have been (docs/architecture.md, "Service webhooks in"):
 * "18 seconds sooner", "at once (already due)", or that no poll would have read it.
 */
export function formatPollLead(ms: number | null): string {
  if (ms === null) return "no poll would have read it";
  if (ms < 1000) return "no sooner: a poll was due";
  return `${formatWait(ms)} sooner`;
}
