// GET /api/assets — the organization's reported assets (the threats feed as synced), filtered, keyset-paged

import { assetListApi } from "@/lib/api-routes/assets";
import { serve } from "@/lib/bff/serve";
import { assetList } from "@/lib/threats/asset-routes";
import { assetListQuerySchema } from "@/lib/threats/asset-schemas";

export const GET = serve(assetListApi, {
  permission: "read",
  query: assetListQuerySchema,
  call: ({ query }, ctx) => assetList(ctx.organization, query),
});
