/** Why a delivery was refused, as counted (rampart_webhook_deliveries_total) and shown in /settings. */
export const REFUSAL_OUTCOMES = ["no-secret", "missing-signature", "bad-signature", "too-large", "not-json", "rate-limited"] as const;
export type RefusalOutcome = (typeof REFUSAL_OUTCOMES)[number];
