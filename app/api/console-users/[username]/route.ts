// PATCH /api/console-users/:username — change a role ({ role }) or reset a password ({ password }) · DELETE — remove a user
import { z } from "zod";
import {
  changePasswordBodySchema,
  changeRoleBodySchema,
  removeConsoleUser,
  setConsoleUserPassword,
  setConsoleUserRole,
  usernameParamsSchema,
} from "@/lib/bff/console-users";
import { route } from "@/lib/bff/handler";

const target = ({ params }: { params: { username: string } }) => `user:${params.username.trim().toLowerCase()}`;

export const PATCH = route({
  permission: "admin",
  params: usernameParamsSchema,
  body: z.union([changeRoleBodySchema, changePasswordBodySchema]),
  audit: { action: ({ body }) => ("password" in body ? "user.set-password" : "user.set-role"), target },
  call: ({ params, body }, ctx) =>
    "password" in body ? setConsoleUserPassword(params.username, body, ctx.principal) : setConsoleUserRole(params.username, body),
});

export const DELETE = route({
  permission: "admin",
  params: usernameParamsSchema,
  audit: { action: "user.remove", target },
  call: ({ params }) => removeConsoleUser(params.username),
});
