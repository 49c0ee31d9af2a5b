import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getMetrics } from "@/lib/observability/metrics";
import { recentDeliveries } from "./inbox";
import { REFUSAL_OUTCOMES, type RefusalOutcome } from "./receive";
import { type SecretSource, WEBHOOK_PATH, webhookSecrets } from "./secrets";

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
  /** Counted by this instance since it started: refused deliveries are never stored. */
  counts: { stored: number; duplicate: number; refused: Record<RefusalOutcome, number> };
  deliveries: WebhookDeliveryView[];
};

async function counts(): Promise<WebhookSettingsView["counts"]> {
  const values = (await getMetrics().webhookDeliveries.get()).values;
  const of = (outcome: string) => values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
  return {
    stored: of("stored"),
    duplicate: of("duplicate"),
    refused: Object.fromEntries(REFUSAL_OUTCOMES.map((o) => [o, of(o)])) as Record<RefusalOutcome, number>,
  };
}

/** /settings → Service webhooks (admins): where to deliver, whether a secret is set (never the secret), what arrived and what it caused. */
export async function webhookSettingsView(): Promise<WebhookSettingsView> {
  const env = getEnv();
  const secrets = webhookSecrets(env);
  const rows = await recentDeliveries(await getDb(), 50);
  return {
    url: env.PUBLIC_URL ? `${env.PUBLIC_URL.replace(/\/+$/, "")}${WEBHOOK_PATH}` : null,
    path: WEBHOOK_PATH,
    secret: secrets?.source ?? "none",
    previousSecret: Boolean(secrets?.previous),
    counts: await counts(),
    deliveries: rows.map((r) => ({
      id: Number(r.id),
      receivedAt: r.received_at,
      type: r.event_type,
      name: r.event_name,
      eventCreatedAt: r.event_created_at,
      signedWith: r.signed_with,
      repeats: Number(r.repeats),
      state: r.state,
      serviceOrganizationId: r.service_organization_id,
      organization: r.organization,
      effect: r.effect,
      processedAt: r.processed_at,
      pollLeadMs: r.poll_lead_ms === null ? null : Number(r.poll_lead_ms),
    })),
  };
}
