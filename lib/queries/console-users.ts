import { queryOptions } from "@tanstack/react-query";
import type { Role } from "@/lib/auth/permissions";
import { apiFetch } from "./api-fetch";

export type ConsoleUser = { username: string; role: Role; createdAt: string; updatedAt: string };

const BASE = "/api/console-users";

/** Not under an organization: the console's own users. */
export const consoleUserKeys = {
  all: ["console-users"] as const,
  list: () => [...consoleUserKeys.all, "list"] as const,
};

export const consoleUserListQuery = () =>
  queryOptions({
    queryKey: consoleUserKeys.list(),
    queryFn: ({ signal }) => apiFetch<{ users: ConsoleUser[] }>(BASE, { signal }),
  });

const one = (username: string) => `${BASE}/${encodeURIComponent(username)}`;

export function addConsoleUser(input: { username: string; password: string; role: Role }): Promise<ConsoleUser> {
  return apiFetch<ConsoleUser>(BASE, { method: "POST", body: input });
}

export function setConsoleUserRole(username: string, role: Role): Promise<ConsoleUser> {
  return apiFetch<ConsoleUser>(one(username), { method: "PATCH", body: { role } });
}

export function setConsoleUserPassword(username: string, password: string): Promise<ConsoleUser> {
  return apiFetch<ConsoleUser>(one(username), { method: "PATCH", body: { password } });
}

export function removeConsoleUser(username: string): Promise<ConsoleUser> {
  return apiFetch<ConsoleUser>(one(username), { method: "DELETE" });
}
