import { z } from "zod";
import { changeOwnPasswordBodySchema, passwordSchema, usernameSchema } from "@/lib/auth/user-schemas";

/** The first message a schema gives for a value, or null when it passes. */
function firstProblem(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? "Invalid");
}

/** The rules of lib/auth/user-schemas (the server's own), checked before sending. */
export const usernameProblem = (raw: string) => firstProblem(usernameSchema, raw);
export const passwordProblem = (password: string) => firstProblem(passwordSchema, password);

export type PasswordChangeDraft = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeDraft, string>>;

/**
 * The password change form: the route's body schema and the password policy, then what only the
 * browser can check (a different password, a matching confirmation). One message per field, each
 * field checked whatever the others say (the server checks the same, and the current password).
 */
export const passwordChangeFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((draft, ctx) => {
    const problems = passwordChangeProblems(draft);
    for (const [path, message] of Object.entries(problems)) ctx.addIssue({ code: "custom", path: [path], message });
  });

/** What to fix before sending a password change. */
export function passwordChangeProblems(draft: PasswordChangeDraft): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  const current = firstProblem(changeOwnPasswordBodySchema.shape.currentPassword, draft.currentPassword);
  if (current) problems.currentPassword = current;
  const policy = passwordProblem(draft.newPassword);
  if (policy) problems.newPassword = policy;
  else if (draft.newPassword === draft.currentPassword) problems.newPassword = "The new password must differ from the current one";
  if (!problems.newPassword && draft.confirmPassword !== draft.newPassword) problems.confirmPassword = "The two new passwords differ";
  return problems;
}
