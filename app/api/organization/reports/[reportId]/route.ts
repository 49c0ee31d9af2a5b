// GET /api/organization/reports/:reportId — one report by id (the v2 list, narrowed by the console's report index)
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { getReportById } from "@/lib/bff/report-by-id";
import { opaquePathIdSchema } from "@/lib/contract/ids";
import { SLUG } from "@/lib/contract/organization-slug";

export const GET = route({
  permission: "read",
  org: "query",
  params: z.strictObject({ reportId: opaquePathIdSchema }),
  query: z.strictObject({
    slug: z.string().regex(SLUG, "Expected an organization slug").optional(),
  }),
  call: ({ params, query }, ctx) => getReportById(ctx.upstream(), params.reportId, query.slug),
});
