/** The rules of lib/auth/users (usernameSchema, passwordSchema), checked before sending. */
export function usernameProblem(raw: string): string | null {
  const name = raw.trim().toLowerCase();
  if (name === "") return "Username is required";
  if (name.length > 64) return "Username is at most 64 characters";
  if (!/^[a-z0-9._-]+$/.test(name)) return "Username may use only a-z, 0-9, '.', '_' and '-'";
  return null;
}

export function passwordProblem(password: string): string | null {
  if (password.length < 8) return "Password must be at least 8 characters";
  if (password.length > 1024) return "Password is at most 1024 characters";
  return null;
}

export type PasswordChangeDraft = { currentPassword: string; newPassword: string; confirmPassword: string };
export type PasswordChangeProblems = Partial<Record<keyof PasswordChangeDraft, string>>;

/** What to fix before sending a password change (the server checks the same, and the current password). */
export function passwordChangeProblems(draft: PasswordChangeDraft): PasswordChangeProblems {
  const problems: PasswordChangeProblems = {};
  if (draft.currentPassword === "") problems.currentPassword = "Enter your current password";
  const policy = passwordProblem(draft.newPassword);
  if (policy) problems.newPassword = policy;
  else if (draft.newPassword === draft.currentPassword) problems.newPassword = "The new password must differ from the current one";
  if (!problems.newPassword && draft.confirmPassword !== draft.newPassword) problems.confirmPassword = "The two new passwords differ";
  return problems;
}
