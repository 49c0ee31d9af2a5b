// GET /api/digests — every weekly digest with its next and last sends (admins) · POST — define one

import { actorName } from "@/lib/alerts/route-helpers";
import { createDigestApi, digestsApi } from "@/lib/api-routes/digests";
import { serve } from "@/lib/bff/serve";
import { digestBodySchema } from "@/lib/digests/digest-schemas";
import { addDigest, digestsView } from "@/lib/digests/digest-service";

export const GET = serve(digestsApi, { permission: "admin", call: () => digestsView() });

export const POST = serve(createDigestApi, {
  permission: "admin",
  body: digestBodySchema,
  audit: { action: "digest.create", target: ({ body }) => body.name },
  successStatus: 201,
  call: ({ body }, ctx) => addDigest(body, actorName(ctx)),
});
