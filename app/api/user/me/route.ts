// POST /api/user/me — the service user's profile
import { profileApi } from "@/lib/api-routes/user";
import { emptyBodySchema } from "@/lib/bff/common-schemas";
import { serve } from "@/lib/bff/serve";
import { getCurrentUser } from "@/lib/upstream/user";

export const POST = serve(profileApi, {
  permission: "admin",
  body: emptyBodySchema,
  call: (_input, ctx) => getCurrentUser(ctx.upstream()),
});
