// POST /api/session/sso/test-mapping — the role a claim set would give under OIDC_ROLES_CLAIM and OIDC_ROLE_MAP (admins)

import { testMappingApi } from "@/lib/api-routes/sign-in";
import { testMappingBodySchema } from "@/lib/auth/oidc/mapping-test-schema";
import { testMapping } from "@/lib/auth/oidc/sign-in-settings";
import { apiError } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";

export const POST = serve(testMappingApi, {
  permission: "admin",
  body: testMappingBodySchema,
  call: async ({ body }) => {
    const result = testMapping(body.claims);
    if (!result) throw apiError("NOT_CONFIGURED", "No identity provider is set up (OIDC_ISSUER), so there is no mapping to test");
    return result;
  },
});
