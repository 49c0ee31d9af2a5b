import { declareRoute } from "@/lib/api/define";
import type { KeyPowersView } from "@/lib/contract/key-powers";
import type { ToleranceSummary } from "@/lib/contract/tolerance.types";
import type { registerWebhookBodySchema, WebhookRegistration } from "@/lib/contract/webhook-config";
import type { ServiceConnectionView } from "@/lib/service-connection/view.types";

/** GET /api/service/contract: what the console tolerated in the service's answers since it started. */
export const serviceContractApi = declareRoute<Record<never, never>, ToleranceSummary>()({
  method: "GET",
  path: "/api/service/contract",
  key: ["service", "contract"],
});

/** GET /api/service-connection: which service the console uses, what the key reaches, the last outcomes. */
export const serviceConnectionApi = declareRoute<Record<never, never>, ServiceConnectionView>()({
  method: "GET",
  path: "/api/service-connection",
  key: ["service-connection", "view"],
});

/** GET /api/service/key: what the console's key may do (`GET /validate`): organization or user, test or live, read-only. */
export const keyPowersApi = declareRoute<Record<never, never>, KeyPowersView>()({
  method: "GET",
  path: "/api/service/key",
  key: ["service", "key"],
});

/** POST /api/service/webhook-config: registers the console's receiver, its events and secret with the service (`POST /webhook/config`). */
export const webhookRegisterApi = declareRoute<{ body: typeof registerWebhookBodySchema }, WebhookRegistration & { url: string }>()({
  method: "POST",
  path: "/api/service/webhook-config",
  key: ["service", "webhook-config"],
});

/**
 * POST /api/service/webhook-secret: makes a new service-webhook secret, registers it with the
 * service (`POST /webhook/config`), and accepts the one before it for a day more.
 */
export const webhookSecretRotateApi = declareRoute<
  { body: typeof registerWebhookBodySchema },
  WebhookRegistration & { url: string; rotatedAt: string; previousUntil: string | null }
>()({
  method: "POST",
  path: "/api/service/webhook-secret",
  key: ["service", "webhook-secret"],
});
