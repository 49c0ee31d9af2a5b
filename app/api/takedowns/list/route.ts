// POST /api/takedowns/list — one page of the organization's takedowns, filtered and sorted

import { takedownListApi } from "@/lib/api-routes/takedowns";
import { serve } from "@/lib/bff/serve";
import { takedownListBodySchema } from "@/lib/contract/takedown-request";
import { listTakedowns } from "@/lib/upstream/takedowns";

export const POST = serve(takedownListApi, {
  permission: "read",
  org: "body",
  body: takedownListBodySchema,
  call: ({ body }, ctx) => listTakedowns(ctx.upstream(), body, { signal: ctx.request.signal, requestId: ctx.requestId }),
});
