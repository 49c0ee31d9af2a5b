// POST /api/digests/:digestId/send — send the digest once now to the chosen channels

import { actorName } from "@/lib/alerts/route-helpers";
import { sendDigestApi } from "@/lib/api-routes/digests";
import { serve } from "@/lib/bff/serve";
import { digestIdParamsSchema as params, sendNowBodySchema } from "@/lib/digests/digest-schemas";
import { sendDigestNow } from "@/lib/digests/digest-service";

export const POST = serve(sendDigestApi, {
  permission: "admin",
  params,
  body: sendNowBodySchema,
  audit: { action: "digest.send-now", target: ({ params }) => `digest:${params.digestId}` },
  call: ({ params, body }, ctx) => sendDigestNow(params.digestId, body.channelIds, actorName(ctx)),
});
