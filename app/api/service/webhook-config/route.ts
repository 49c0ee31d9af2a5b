// POST /api/service/webhook-config — register the console's receiver address, events and secret with the service (POST /webhook/config)
import { webhookRegisterApi } from "@/lib/api-routes/service";
import { serve } from "@/lib/bff/serve";
import { registerWebhookBodySchema } from "@/lib/contract/webhook-config";
import { registerOwnWebhook } from "@/lib/webhooks/register";

export const POST = serve(webhookRegisterApi, {
  permission: "admin",
  write: true,
  body: registerWebhookBodySchema,
  audit: { action: "service-webhook.register" },
  call: (_input, ctx) => registerOwnWebhook(ctx.upstream()),
});
