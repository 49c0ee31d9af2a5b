// GET /api/console-users — the console's users · POST — add a user (same rules as `npm run users add`)

import { addConsoleUser, addConsoleUserBodySchema, listConsoleUsers } from "@/lib/accounts/console-users";
import { consoleUserAddApi, consoleUserListApi } from "@/lib/api-routes/console-users";
import { serve } from "@/lib/bff/serve";

export const GET = serve(consoleUserListApi, {
  permission: "admin",
  call: () => listConsoleUsers(),
});

export const POST = serve(consoleUserAddApi, {
  permission: "admin",
  body: addConsoleUserBodySchema,
  // The summary keeps username and role; lib/bff/audit.ts redacts the password.
  audit: { action: "user.add", target: ({ body }) => `user:${body.username.trim().toLowerCase()}` },
  successStatus: 201,
  call: ({ body }) => addConsoleUser(body),
});
