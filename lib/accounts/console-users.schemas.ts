/** The console's users as the API shows them, and the bodies it takes (isomorphic: the browser's code names them too). */
import { z } from "zod";
import { ROLES, type Role } from "@/lib/auth/permissions";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";

/** What the console shows of a user: never the password hash. */
export type ConsoleUser = {
  username: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
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
