// POST /api/session/organization — choose the organization a multi-organization key acts on
import { chooseOrganizationApi } from "@/lib/api-routes/session";
import { chooseOrganization } from "@/lib/bff/organization";
import { chooseOrganizationBodySchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { scopeOfSlug } from "@/lib/contract/organization-scope";

export const POST = serve(chooseOrganizationApi, {
  permission: "read",
  body: chooseOrganizationBodySchema,
  call: ({ body }) => chooseOrganization(scopeOfSlug(body.slug)),
});
