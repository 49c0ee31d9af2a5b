// POST /api/filing/file — files one report with the service; per asset, what went in

import { filingFileApi } from "@/lib/api-routes/filing";
import { serve } from "@/lib/bff/serve";
import { fileBodySchema } from "@/lib/contract/filing-console";
import { recordFiling } from "@/lib/filing/record";
import { fileBatch } from "@/lib/filing/service-calls";

export const POST = serve(filingFileApi, {
  permission: "review",
  write: true,
  org: "body",
  body: fileBodySchema,
  audit: { action: "report.file", target: ({ body }) => `assets:${body.assets.length}` },
  call: async ({ body }, ctx) => {
    const result = await fileBatch(ctx.upstream(), body);
    await recordFiling(result, ctx.organization, ctx.principal, ctx.requestId);
    return result;
  },
});
