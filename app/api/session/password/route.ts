// POST /api/session/password — change the signed-in user's own password (every role); ends their other sessions

import { changeOwnPasswordBodySchema } from "@/lib/auth/user-schemas";
import { route } from "@/lib/bff/handler";
import { changeOwnPassword } from "@/lib/bff/password-change";

export const POST = route({
  permission: "read",
  body: changeOwnPasswordBodySchema,
  // lib/bff/audit.ts redacts both passwords from the summary.
  audit: { action: "session.change-password" },
  successStatus: 204,
  call: ({ body }, ctx) => changeOwnPassword(body, ctx),
});
