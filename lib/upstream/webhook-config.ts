import "server-only";
import { type WebhookRegistration, webhookRegistrationSchema } from "@/lib/contract/webhook-config";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

export type WebhookConfigBody = { url: string; events: readonly string[]; secret: string; description: string };

/** POST /webhook/config: registers the receiver, its events and the secret it verifies with. A mutation: never retried. */
export async function registerWebhook(client: UpstreamClient, body: WebhookConfigBody, opts: CallOptions = {}): Promise<WebhookRegistration> {
  const { data } = await client.request({ method: "POST", path: ["webhook", "config"], body, idempotent: false, schema: webhookRegistrationSchema, ...opts });
  return data;
}
