// PATCH /api/console-users/:username — change a role ({ role }) or reset a password ({ password }) · DELETE — remove a user
import {
  changePasswordBodySchema,
  changeRoleBodySchema,
  removeConsoleUser,
  setConsoleUserPassword,
  setConsoleUserRole,
  usernameParamsSchema,
} from "@/lib/bff/console-users";
import { route } from "@/lib/bff/handler";
import { wantsPasswordChange } from "@/lib/bff/console-users-patch";

const target = ({ params }: { params: { username: string } }) => `user:${params.username.trim().toLowerCase()}`;

const setRole = route({
  permission: "admin",
  params: usernameParamsSchema,
  body: changeRoleBodySchema,
  audit: { action: "user.set-role", target },
  call: ({ params, body }) => setConsoleUserRole(params.username, body),
});

const setPassword = route({
  permission: "admin",
  params: usernameParamsSchema,
  body: changePasswordBodySchema,
  audit: { action: "user.set-password", target },
  call: ({ params, body }) => setConsoleUserPassword(params.username, body),
});

// One path, two audited actions: the body's shape picks the declaration (a role change unless a password is given).
export const PATCH = Object.assign(
  async (request: Request, context?: Parameters<typeof setRole>[1]) =>
    ((await wantsPasswordChange(request)) ? setPassword : setRole)(request, context),
  { permission: setRole.permission, wall: setRole.wall },
);

export const DELETE = route({
  permission: "admin",
  params: usernameParamsSchema,
  audit: { action: "user.remove", target },
  call: ({ params }) => removeConsoleUser(params.username),
});
