// PATCH /api/console-users/:username — change a role ({ role }) or reset a password ({ password }) · DELETE — remove a user

import { changeUserBodySchema, removeConsoleUser, setConsoleUserPassword, setConsoleUserRole, usernameParamsSchema } from "@/lib/accounts/console-users";
import { consoleUserChangeApi, consoleUserRemoveApi } from "@/lib/api-routes/console-users";
import { serve } from "@/lib/bff/serve";

const target = ({ params }: { params: { username: string } }) => `user:${params.username.trim().toLowerCase()}`;

export const PATCH = serve(consoleUserChangeApi, {
  permission: "admin",
  params: usernameParamsSchema,
  body: changeUserBodySchema,
  audit: { action: ({ body }) => ("password" in body ? "user.set-password" : "user.set-role"), target },
  call: ({ params, body }, ctx) =>
    "password" in body ? setConsoleUserPassword(params.username, body, ctx.principal) : setConsoleUserRole(params.username, body),
});

export const DELETE = serve(consoleUserRemoveApi, {
  permission: "admin",
  params: usernameParamsSchema,
  audit: { action: "user.remove", target },
  call: ({ params }) => removeConsoleUser(params.username),
});
