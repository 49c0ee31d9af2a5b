// POST /api/takedowns/list — one page of the organization's takedowns, filtered and sorted

import { route } from "@/lib/bff/handler";
import { takedownListBodySchema } from "@/lib/contract/takedown-request";
import { listTakedowns } from "@/lib/upstream/takedowns";

export const POST = route({
  permission: "read",
  org: "body",
  body: takedownListBodySchema,
  call: ({ body }, ctx) => listTakedowns(ctx.upstream(), body, { signal: ctx.request.signal, requestId: ctx.requestId }),
});
