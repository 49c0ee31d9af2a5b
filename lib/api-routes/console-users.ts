import type { addConsoleUserBodySchema, ConsoleUser, changeUserBodySchema, usernameParamsSchema } from "@/lib/accounts/console-users.schemas";
import { declareRoute } from "@/lib/api/define";

export type { ConsoleUser } from "@/lib/accounts/console-users.schemas";

const path = "/api/console-users";
const key = ["console-users", "list"];

export const consoleUserListApi = declareRoute<Record<never, never>, { users: ConsoleUser[] }>()({ method: "GET", path, key });
export const consoleUserAddApi = declareRoute<{ body: typeof addConsoleUserBodySchema }, ConsoleUser>()({ method: "POST", path, key });
export const consoleUserChangeApi = declareRoute<{ params: typeof usernameParamsSchema; body: typeof changeUserBodySchema }, ConsoleUser>()({
  method: "PATCH",
  path: `${path}/[username]`,
  key,
});
export const consoleUserRemoveApi = declareRoute<{ params: typeof usernameParamsSchema }, ConsoleUser>()({ method: "DELETE", path: `${path}/[username]`, key });
