// GET /api/assets/sync — the threats sync's progress and freshness

import { threatSyncApi } from "@/lib/api-routes/assets";
import { serve } from "@/lib/bff/serve";
import { threatSyncView } from "@/lib/threats/asset-routes";
import { emptyQuerySchema } from "@/lib/threats/asset-schemas";

export const GET = serve(threatSyncApi, {
  permission: "read",
  query: emptyQuerySchema,
  call: (_input, ctx) => threatSyncView(ctx.organization),
});
