// GET /api/assets/export — the filtered reported assets as a streamed CSV download
import { route } from "@/lib/bff/handler";
import { assetCsv } from "@/lib/threats/asset-routes";
import { assetFiltersSchema } from "@/lib/threats/asset-schemas";

export const GET = route({
  permission: "read",
  query: assetFiltersSchema,
  call: async ({ query }, ctx) => assetCsv(ctx.organization, query),
});
