// POST /api/user/me/update — update the service user's profile and protection switches

import { profileUpdateApi } from "@/lib/api-routes/user";
import { serve } from "@/lib/bff/serve";
import { updateUserBodySchema } from "@/lib/contract/user-request";
import { updateCurrentUser } from "@/lib/upstream/user";

export const POST = serve(profileUpdateApi, {
  permission: "admin",
  write: true,
  body: updateUserBodySchema,
  audit: { action: "profile.update", target: () => "user:me" },
  call: ({ body }, ctx) => updateCurrentUser(ctx.upstream(), body),
});
