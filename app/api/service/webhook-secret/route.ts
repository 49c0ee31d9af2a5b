// POST /api/service/webhook-secret — rotate the service webhooks' secret: a new one registered with the service, the old one accepted a day more
import { actorName } from "@/lib/alerts/route-helpers";
import { webhookSecretRotateApi } from "@/lib/api-routes/service";
import { serve } from "@/lib/bff/serve";
import { registerWebhookBodySchema } from "@/lib/contract/webhook-config";
import { rotateAndRegister } from "@/lib/webhooks/register";

export const POST = serve(webhookSecretRotateApi, {
  permission: "admin",
  write: true,
  body: registerWebhookBodySchema,
  audit: { action: "service-webhook.rotate-secret" },
  call: (_input, ctx) => rotateAndRegister(ctx.upstream(), actorName(ctx)),
});
