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
