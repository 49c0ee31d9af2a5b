// GET /api/organization/brands — the organization's brands (for filters and approve labels)

import { brandListApi } from "@/lib/api-routes/organization";
import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { serve } from "@/lib/bff/serve";
import { listBrands } from "@/lib/upstream/brands";

export const GET = serve(brandListApi, {
  permission: "read",
  org: "query",
  query: slugQuerySchema,
  call: ({ query }, ctx) => listBrands(ctx.upstream(), query),
});
