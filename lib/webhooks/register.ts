import "server-only";
import { notConfigured } from "@/lib/bff/errors";
import type { WebhookRegistration } from "@/lib/contract/webhook-config";
import { getEnv } from "@/lib/env";
import type { UpstreamClient } from "@/lib/upstream/client";
import { registerWebhook } from "@/lib/upstream/webhook-config";
import { ownWebhookUrl } from "./demo-delivery";
import { webhookSecrets } from "./secrets";

/** The events the receiver acts on (docs/architecture.md, "Service webhooks in"). */
const EVENTS = ["asset.status-updated", "asset.status-escalated", "organization.threat-detection-added"] as const;

/**
 * /settings → Service webhooks → Register with the service: the console's receiver address, the
 * events it acts on and the secret it verifies with (SERVICE_WEBHOOK_SECRET), sent to the service.
 */
export async function registerOwnWebhook(client: UpstreamClient): Promise<WebhookRegistration & { url: string }> {
  const env = getEnv();
  const secrets = webhookSecrets(env);
  if (!secrets) throw notConfigured("Set SERVICE_WEBHOOK_SECRET first: the service must sign what it sends with a secret the console holds.");
  const url = ownWebhookUrl(env);
  const answer = await registerWebhook(client, { url, events: EVENTS, secret: secrets.current, description: "Rampart console" });
  return { url: answer.url ?? url, events: answer.events ?? [...EVENTS] };
}
