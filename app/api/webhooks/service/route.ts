// POST /api/webhooks/service — the service's signed webhook deliveries (lib/webhooks)
import { route } from "@/lib/bff/handler";
import { takeWebhookAllowance } from "@/lib/bff/limits";
import { countRefusal, receiveDelivery, WEBHOOK_MAX_BYTES } from "@/lib/webhooks/receive";

export const POST = route({
  permission: "signed",
  signed: { maxBytes: WEBHOOK_MAX_BYTES, limit: takeWebhookAllowance, onRefused: countRefusal },
  call: async ({ raw }, { request }) => receiveDelivery(raw ?? "", request),
});
