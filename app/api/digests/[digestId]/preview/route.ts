// POST /api/digests/:digestId/preview — the digest exactly as it would be sent now (nothing is sent)

import { previewDigestApi } from "@/lib/api-routes/digests";
import { serve } from "@/lib/bff/serve";
import { digestIdParamsSchema as params } from "@/lib/digests/digest-schemas";
import { previewDigest } from "@/lib/digests/digest-service";

export const POST = serve(previewDigestApi, { permission: "admin", params, call: ({ params }) => previewDigest(params.digestId) });
