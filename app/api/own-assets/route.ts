// GET /api/own-assets — every own asset of the organization (all pages), for the decision-time match in /triage
import { ownAssetIndexApi } from "@/lib/api-routes/own-assets";
import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { serve } from "@/lib/bff/serve";
import { listAllOwnAssets } from "@/lib/upstream/own-assets";

export const GET = serve(ownAssetIndexApi, {
  permission: "read",
  org: "query",
  query: slugQuerySchema,
  call: async ({ query }, ctx) => ({ assets: await listAllOwnAssets(ctx.upstream(), query.slug) }),
});
