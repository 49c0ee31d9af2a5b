// POST /api/session/password — change the signed-in user's own password (every role); ends their other sessions

import { changeOwnPassword } from "@/lib/accounts/password-change";
import { changeOwnPasswordApi } from "@/lib/api-routes/session";
import { changeOwnPasswordBodySchema } from "@/lib/auth/user-schemas";
import { serve } from "@/lib/bff/serve";

export const POST = serve(changeOwnPasswordApi, {
  permission: "read",
  body: changeOwnPasswordBodySchema,
  // lib/bff/audit.ts redacts both passwords from the summary.
  audit: { action: "session.change-password" },
  successStatus: 204,
  call: ({ body }, ctx) => changeOwnPassword(body, ctx),
});
