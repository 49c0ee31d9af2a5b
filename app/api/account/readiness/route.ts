// GET /api/account/readiness — what the organization's account is set up for (POST /user/orgs): services, automation, letters, trademarks, approval
import { accountReadinessApi } from "@/lib/api-routes/account";
import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { serve } from "@/lib/bff/serve";
import { accountReadiness } from "@/lib/service-connection/account-readiness";

export const GET = serve(accountReadinessApi, {
  permission: "read",
  org: "query",
  query: slugQuerySchema,
  call: (_input, ctx) => accountReadiness(ctx.upstream(), ctx.organization),
});
