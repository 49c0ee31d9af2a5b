// GET /api/organization/brands — the organization's brands (for filters and approve labels)
import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { route } from "@/lib/bff/handler";
import { listBrands } from "@/lib/upstream/brands";

export const GET = route({
  permission: "read",
  org: "query",
  query: slugQuerySchema,
  call: ({ query }, ctx) => listBrands(ctx.upstream(), query),
});
