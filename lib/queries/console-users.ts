import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { type ConsoleUser, consoleUserAddApi, consoleUserChangeApi, consoleUserListApi, consoleUserRemoveApi } from "@/lib/api-routes/console-users";
import type { Role } from "@/lib/auth/permissions";
import { consoleKey } from "./api-key";

export type { ConsoleUser } from "@/lib/api-routes/console-users";

/** Not under an organization: the console's own users. */
export const consoleUserKeys = {
  all: ["console-users"] as const,
  list: () => consoleKey(consoleUserListApi),
};

export const consoleUserListQuery = () =>
  queryOptions({
    queryKey: consoleUserKeys.list(),
    queryFn: ({ signal }) => callApi(consoleUserListApi, {}, { signal }),
  });

export function addConsoleUser(input: { username: string; password: string; role: Role }): Promise<ConsoleUser> {
  return callApi(consoleUserAddApi, { body: input });
}

export function setConsoleUserRole(username: string, role: Role): Promise<ConsoleUser> {
  return callApi(consoleUserChangeApi, { params: { username }, body: { role } });
}

export function setConsoleUserPassword(username: string, password: string): Promise<ConsoleUser> {
  return callApi(consoleUserChangeApi, { params: { username }, body: { password } });
}

export function removeConsoleUser(username: string): Promise<ConsoleUser> {
  return callApi(consoleUserRemoveApi, { params: { username } });
}
