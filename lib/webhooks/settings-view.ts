import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getMetrics } from "@/lib/observability/metrics";
import { recentDeliveries } from "./inbox";
import { REFUSAL_OUTCOMES, type RefusalOutcome } from "./refusal-outcomes";
import { webhookSecretsNow } from "./secret-rotation";
import { WEBHOOK_PATH } from "./secrets";
import type { WebhookSettingsView } from "./settings-view.types";

export type { WebhookSettingsView };

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
  const secrets = await webhookSecretsNow();
  const rows = await recentDeliveries(await getDb(), 50);
  return {
    url: env.PUBLIC_URL ? `${env.PUBLIC_URL.replace(/\/+$/, "")}${WEBHOOK_PATH}` : null,
    path: WEBHOOK_PATH,
    secret: secrets?.source ?? "none",
    previousSecret: Boolean(secrets?.previous),
    previousUntil: secrets?.previousUntil ?? null,
    rotated: secrets?.rotated ?? null,
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
