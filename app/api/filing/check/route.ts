// POST /api/filing/check — what the service already knows of each asset, in one batched lookup

import { filingCheckApi } from "@/lib/api-routes/filing";
import { serve } from "@/lib/bff/serve";
import { checkBodySchema } from "@/lib/contract/filing-console";
import { checkContents } from "@/lib/filing/service-calls";

export const POST = serve(filingCheckApi, {
  permission: "review",
  org: "body",
  body: checkBodySchema,
  call: ({ body }, ctx) => checkContents(ctx.upstream(), body.contents, { slug: body.slug, signal: ctx.request.signal }),
});
