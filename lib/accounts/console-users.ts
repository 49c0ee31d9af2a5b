import "server-only";
import { z } from "zod";
import type { ApiErrorCode } from "@/lib/api/errors";
import { ROLES } from "@/lib/auth/permissions";
import type { Principal } from "@/lib/auth/principal";
import { startUserSession } from "@/lib/auth/session";
import { createUser, listUsers, removeUser, setPassword, setRole, type User, UserError } from "@/lib/auth/users";
import { apiError } from "@/lib/bff/errors";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";
import { getDb } from "@/lib/db";

/** What the console shows of a user: never the password hash. */
export type ConsoleUser = Pick<User, "username" | "role" | "createdAt" | "updatedAt"> & {
  /** True for a user the identity provider made: its role is set again at each sign-in, and it has no password. */
  managedByProvider: boolean;
};

const role = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}` });
// Length and charset rules stay in lib/auth/users (UserError "invalid_input" → 400), like the CLI.
const password = z.string({ error: "Password is required" }).max(1024, "Password is at most 1024 characters");

export const addConsoleUserBodySchema = z.strictObject({
  username: z.string({ error: "Username is required" }).max(64, "Username is at most 64 characters").refine(noControlCharacters, `Username ${CONTROL_MESSAGE}`),
  password,
  role,
});

/** PATCH body: exactly one change, a role or a password. */
export const changeRoleBodySchema = z.strictObject({ role });
export const changePasswordBodySchema = z.strictObject({ password });

export const changeUserBodySchema = z.union([changeRoleBodySchema, changePasswordBodySchema]);

export const usernameParamsSchema = z.strictObject({ username: z.string().min(1).max(64) });

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
