import "server-only";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import type { Env } from "@/lib/env";
import { webhookSecretsNow } from "./secret-rotation";
import { WEBHOOK_PATH } from "./secrets";

/** Where this console answers: PUBLIC_URL, else its own port on loopback. */
export function ownWebhookUrl(env: Env, port = process.env.PORT ?? "3000"): string {
  return `${(env.PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, "")}${WEBHOOK_PATH}`;
}

/**
 * Demo mode: tells the embedded service, through its webhook configuration operation, to deliver
 * to this console, signed with the secret the console holds (SERVICE_WEBHOOK_SECRET, or the one
 * made for the process; never logged). A fresh clone then sees the service's changes arrive live.
 */
export async function configureEmbeddedWebhooks(env: Env): Promise<void> {
  if (!env.demoMode) return;
  const secrets = await webhookSecretsNow();
  if (!secrets) return;
  const { EMBEDDED_BASE_URL, getEmbeddedService } = await import("@/lib/embedded-service/in-process");
  const response = await getEmbeddedService().fetch(
    new Request(`${EMBEDDED_BASE_URL}/organization/webhooks`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-API-KEY": env.UPSTREAM_API_KEY ?? DEMO_KEYS.acme },
      body: JSON.stringify({ url: ownWebhookUrl(env), secret: secrets.current }),
    }),
  );
  if (!response.ok) throw new Error(`the embedded service refused the webhook configuration (HTTP ${response.status})`);
}
