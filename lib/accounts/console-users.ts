import "server-only";
import type { z } from "zod";
import type { ApiErrorCode } from "@/lib/api/errors";
import type { Principal } from "@/lib/auth/principal";
import { startUserSession } from "@/lib/auth/session";
import { createUser, listUsers, removeUser, setPassword, setRole, type User, UserError } from "@/lib/auth/users";
import { apiError } from "@/lib/bff/errors";
import { getDb } from "@/lib/db";
import {
  addConsoleUserBodySchema,
  type ConsoleUser,
  changePasswordBodySchema,
  changeRoleBodySchema,
  changeUserBodySchema,
  usernameParamsSchema,
} from "./console-users.schemas";

export type { ConsoleUser };
export { addConsoleUserBodySchema, changePasswordBodySchema, changeRoleBodySchema, changeUserBodySchema, usernameParamsSchema };

const CODES = {
  invalid_input: "BAD_REQUEST",
  not_found: "NOT_FOUND",
  username_taken: "CONFLICT",
  last_admin: "LAST_ADMIN",
  managed_by_provider: "MANAGED_BY_PROVIDER",
} as const satisfies Record<UserError["code"], ApiErrorCode>;

/** The same refusals as `npm run users`, in HTTP terms; anything else is left to the wrapper (500). */
export function userErrorToApiError(error: unknown): unknown {
  if (!(error instanceof UserError)) return error;
  return apiError(CODES[error.code], error.message);
}

function present(user: User): ConsoleUser {
  return { username: user.username, role: user.role, createdAt: user.createdAt, updatedAt: user.updatedAt, managedByProvider: user.ssoIssuer !== null };
}

async function run<T>(apply: () => Promise<T>): Promise<T> {
  try {
    return await apply();
  } catch (error) {
    throw userErrorToApiError(error);
  }
}

export async function listConsoleUsers(): Promise<{ users: ConsoleUser[] }> {
  const users = await listUsers(await getDb());
  return { users: users.map(present) };
}

export async function addConsoleUser(body: z.output<typeof addConsoleUserBodySchema>): Promise<ConsoleUser> {
  const db = await getDb();
  return run(async () => present(await createUser(db, body)));
}

export async function setConsoleUserRole(username: string, body: z.output<typeof changeRoleBodySchema>): Promise<ConsoleUser> {
  const db = await getDb();
  return run(async () => present(await setRole(db, username, body.role)));
}

/** Every session of that user ends; an admin who set their own password keeps this one (issued anew). */
export async function setConsoleUserPassword(
  username: string,
  body: z.output<typeof changePasswordBodySchema>,
  caller: Principal | null,
): Promise<ConsoleUser> {
  const db = await getDb();
  return run(async () => {
    const user = await setPassword(db, username, body.password);
    if (caller?.kind === "user" && caller.userId === user.id) await startUserSession(user);
    return present(user);
  });
}

export async function removeConsoleUser(username: string): Promise<ConsoleUser> {
  const db = await getDb();
  return run(async () => present(await removeUser(db, username)));
}
