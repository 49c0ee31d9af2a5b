// PATCH /api/digests/:digestId — change a digest · DELETE — remove it (its past sends go with it from the list)

import { deleteDigestApi, updateDigestApi } from "@/lib/api-routes/digests";
import { serve } from "@/lib/bff/serve";
import { digestBodySchema, digestIdParamsSchema as params } from "@/lib/digests/digest-schemas";
import { changeDigest, removeDigest } from "@/lib/digests/digest-service";

export const PATCH = serve(updateDigestApi, {
  permission: "admin",
  params,
  body: digestBodySchema,
  audit: { action: "digest.update", target: ({ params }) => `digest:${params.digestId}` },
  call: ({ params, body }) => changeDigest(params.digestId, body),
});

export const DELETE = serve(deleteDigestApi, {
  permission: "admin",
  params,
  audit: { action: "digest.delete", target: ({ params }) => `digest:${params.digestId}` },
  call: async ({ params }) => {
    await removeDigest(params.digestId);
    return new Response(null, { status: 204 });
  },
});
