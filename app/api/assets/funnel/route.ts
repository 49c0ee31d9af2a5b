// GET /api/assets/funnel — reported → escalated → blocked → takedown submitted → completed for a period

import { assetFunnelApi } from "@/lib/api-routes/assets";
import { serve } from "@/lib/bff/serve";
import { funnelView } from "@/lib/threats/asset-routes";
import { funnelQuerySchema } from "@/lib/threats/asset-schemas";

export const GET = serve(assetFunnelApi, {
  permission: "read",
  query: funnelQuerySchema,
  call: ({ query }, ctx) => funnelView(ctx.organization, query.from, query.to),
});
