// GET /api/console-users — the console's users · POST — add a user (same rules as `npm run users add`)
import { addConsoleUser, addConsoleUserBodySchema, listConsoleUsers } from "@/lib/bff/console-users";
import { route } from "@/lib/bff/handler";

export const GET = route({
  permission: "admin",
  call: () => listConsoleUsers(),
});

export const POST = route({
  permission: "admin",
  body: addConsoleUserBodySchema,
  // The summary keeps username and role; lib/bff/audit.ts redacts the password.
  audit: { action: "user.add", target: ({ body }) => `user:${body.username.trim().toLowerCase()}` },
  successStatus: 201,
  call: ({ body }) => addConsoleUser(body),
});
