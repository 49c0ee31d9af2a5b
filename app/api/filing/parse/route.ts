// POST /api/filing/parse — the assets the service finds in pasted text

import { filingParseApi } from "@/lib/api-routes/filing";
import { serve } from "@/lib/bff/serve";
import { parseTextBodySchema } from "@/lib/contract/filing-console";
import { parseText } from "@/lib/filing/service-calls";

export const POST = serve(filingParseApi, {
  permission: "review",
  org: "body",
  body: parseTextBodySchema,
  call: ({ body }, ctx) => parseText(ctx.upstream(), body.text, ctx.request.signal),
});
