/**
 * What /settings → Service webhooks reads (lib/webhooks/settings-view.ts builds it on the server):
 * types only, so the browser's code can name them without importing a server module.
 */
import type { RefusalOutcome } from "./refusal-outcomes";

/** Where the receiver's secret comes from: the environment, made for the demo process, rotated from /settings (kept sealed in the store), or none. */
export type SecretSource = "configured" | "generated" | "rotated" | "none";

export type WebhookDeliveryView = {
  id: number;
  receivedAt: string;
  /** A known event type, or "unknown" (then `name` says what was sent). */
  type: string;
  name: string | null;
  /** When the service says it happened. */
  eventCreatedAt: string | null;
  signedWith: string;
  repeats: number;
  state: "pending" | "done" | "failed";
  serviceOrganizationId: string | null;
  /** The console's organization key ("" the key's own); null when not mapped. */
  organization: string | null;
  effect: string | null;
  processedAt: string | null;
  pollLeadMs: number | null;
};

export type WebhookSettingsView = {
  /** What to enter in the service: PUBLIC_URL + path; null without PUBLIC_URL (then only the path is known). */
  url: string | null;
  path: string;
  secret: SecretSource;
  previousSecret: boolean;
  /** Until when the previous secret is accepted after a rotation from /settings; null otherwise. */
  previousUntil: string | null;
  /** The last rotation from /settings: when and by whom; null when none was made. */
  rotated: { at: string; by: string } | null;
  /** Counted by this instance since it started: refused deliveries are never stored. */
  counts: { stored: number; duplicate: number; refused: Record<RefusalOutcome, number> };
  deliveries: WebhookDeliveryView[];
};
