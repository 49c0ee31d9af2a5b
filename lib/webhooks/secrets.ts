import "server-only";
import { randomBytes } from "node:crypto";
import type { Env } from "@/lib/env";
import { singleton } from "@/lib/singleton";
import type { SecretSource } from "./settings-view.types";
import type { WebhookSecrets } from "./signature";

export type { SecretSource };

/** Where the service delivers (the route in app/api/webhooks/service). */
export const WEBHOOK_PATH = "/api/webhooks/service";

/**
 * The secrets a delivery may be signed with: SERVICE_WEBHOOK_SECRET (and the previous one during a
 * rotation). In demo mode without one, a secret made for this process, which the console hands to
 * the embedded service it configures to deliver here (lib/webhooks/demo-delivery.ts); it is never
 * logged or shown. Null: no secret, every delivery is refused.
 */
export function webhookSecrets(env: Env): (WebhookSecrets & { source: SecretSource }) | null {
  if (env.SERVICE_WEBHOOK_SECRET) {
    return { current: env.SERVICE_WEBHOOK_SECRET, previous: env.SERVICE_WEBHOOK_SECRET_PREVIOUS, source: "configured" };
  }
  if (env.demoMode) return { current: singleton("webhook-demo-secret", () => randomBytes(32).toString("hex")), source: "generated" };
  return null;
}
