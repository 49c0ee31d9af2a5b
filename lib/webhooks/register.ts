import "server-only";
import { ApiError, notConfigured } from "@/lib/bff/errors";
import type { WebhookRegistration } from "@/lib/contract/webhook-config";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { formatDateTime } from "@/lib/format/time";
import type { UpstreamClient } from "@/lib/upstream/client";
import { registerWebhook } from "@/lib/upstream/webhook-config";
import { ownWebhookUrl } from "./demo-delivery";
import { rotateWebhookSecret, webhookSecretsNow } from "./secret-rotation";

/** The events the receiver acts on (docs/architecture.md, "Service webhooks in"). */
const EVENTS = ["asset.status-updated", "asset.status-escalated", "organization.threat-detection-added"] as const;

/**
 * /settings → Service webhooks → Register with the service: the console's receiver address, the
 * events it acts on and the secret it verifies with (the newest rotated one, else
 * SERVICE_WEBHOOK_SECRET), sent to the service.
 */
export async function registerOwnWebhook(client: UpstreamClient): Promise<WebhookRegistration & { url: string }> {
  const env = getEnv();
  const secrets = await webhookSecretsNow();
  if (!secrets) throw notConfigured("Set SERVICE_WEBHOOK_SECRET first: the service must sign what it sends with a secret the console holds.");
  const url = ownWebhookUrl(env);
  const answer = await registerWebhook(client, { url, events: EVENTS, secret: secrets.current, description: "Rampart console" });
  return { url: answer.url ?? url, events: answer.events ?? [...EVENTS] };
}

/**
 * /settings → Service webhooks → Rotate the secret: a new secret is kept (sealed) and registered
 * with the service; the one before it is still accepted for a day (lib/webhooks/secret-rotation.ts),
 * so nothing the service signed before is refused. When the registration fails the new secret is
 * kept and the old one still accepted: registering again sends the new one.
 */
export async function rotateAndRegister(
  client: UpstreamClient,
  by: string,
): Promise<WebhookRegistration & { url: string; rotatedAt: string; previousUntil: string | null }> {
  await rotateWebhookSecret(await getDb(), getEnv(), by, new Date());
  const secrets = await webhookSecretsNow();
  let registered: WebhookRegistration & { url: string };
  try {
    registered = await registerOwnWebhook(client);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const until = secrets?.previousUntil ? ` The old secret is still accepted until ${formatDateTime(secrets.previousUntil, "UTC")}.` : "";
    throw new ApiError(
      error.status,
      error.code,
      `The new secret is kept, but the service did not take it: ${error.message} Register with the service again to send it.${until}`,
      error.issues,
      error.headers,
    );
  }
  return { ...registered, rotatedAt: secrets?.rotated?.at ?? new Date().toISOString(), previousUntil: secrets?.previousUntil ?? null };
}
