import { declareRoute } from "@/lib/api/define";
import type { slugQuerySchema } from "@/lib/bff/common-schemas";
import type { BrandList } from "@/lib/contract/brand";

/** GET /api/organization/brands: every brand of the organization (for filters and approve labels). */
export const brandListApi = declareRoute<{ query: typeof slugQuerySchema }, BrandList>()({
  method: "GET",
  path: "/api/organization/brands",
  key: ["brands", "list"],
});
