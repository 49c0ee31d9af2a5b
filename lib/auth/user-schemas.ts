import { z } from "zod";
import { ROLES } from "./permissions";

/**
 * The rules of a console user, isomorphic: lib/auth/users.ts parses with them on the server (and the
 * CLI), the settings forms check with the same schemas before sending (components/settings).
 */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Username is required")
  .max(64, "Username is at most 64 characters")
  .regex(/^[a-z0-9._-]+$/, "Username may use only a-z, 0-9, '.', '_' and '-'");
export const passwordSchema = z.string().min(8, "Password must be at least 8 characters").max(1024, "Password is at most 1024 characters");
export const roleSchema = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}` });

export const newUserSchema = z.object({ username: usernameSchema, password: passwordSchema, role: roleSchema });

/** POST /api/session/password: the signed-in user's own password; length rules are `passwordSchema`, checked after the current password. */
export const changeOwnPasswordBodySchema = z.strictObject({
  currentPassword: z.string({ error: "Enter your current password" }).min(1, "Enter your current password").max(1024, "Password is at most 1024 characters"),
  newPassword: z.string({ error: "Enter a new password" }).max(1024, "Password is at most 1024 characters"),
});
