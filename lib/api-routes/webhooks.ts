import { declareRoute } from "@/lib/api/define";
import type { WebhookSettingsView } from "@/lib/webhooks/settings-view.types";

/** GET /api/webhooks/deliveries: the service's webhooks as this console receives them (admins). */
export const webhookDeliveriesApi = declareRoute<Record<never, never>, WebhookSettingsView>()({
  method: "GET",
  path: "/api/webhooks/deliveries",
  key: ["webhooks", "deliveries"],
});
