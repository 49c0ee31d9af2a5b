import { describe, expect, it } from "vitest";
import { passwordSchema, usernameSchema } from "@/lib/auth/user-schemas";
import { passwordChangeProblems, passwordProblem, usernameProblem } from "./user-rules";

describe("user rules", () => {
  it("agree with lib/auth/users on usernames", () => {
    for (const name of ["alice", " Bob ", "a.b_c-d", "", "   ", "no spaces", "é", "x".repeat(64), "x".repeat(65), "UPPER"]) {
      expect(usernameProblem(name) === null, JSON.stringify(name)).toBe(usernameSchema.safeParse(name).success);
    }
  });

  it("agree with lib/auth/users on passwords", () => {
    for (const password of ["", "short", "12345678", "x".repeat(1024), "x".repeat(1025)]) {
      expect(passwordProblem(password) === null, String(password.length)).toBe(passwordSchema.safeParse(password).success);
    }
  });
});

describe("password change", () => {
  const ok = { currentPassword: "old-password", newPassword: "new-password", confirmPassword: "new-password" };
  it("asks for the current password, the policy, a different password and a matching confirmation", () => {
    expect(passwordChangeProblems(ok)).toEqual({});
    expect(passwordChangeProblems({ ...ok, currentPassword: "" }).currentPassword).toBe("Enter your current password");
    expect(passwordChangeProblems({ ...ok, newPassword: "short", confirmPassword: "short" }).newPassword).toBe("Password must be at least 8 characters");
    expect(passwordChangeProblems({ ...ok, newPassword: "old-password", confirmPassword: "old-password" }).newPassword).toMatch(/differ from the current/);
    expect(passwordChangeProblems({ ...ok, confirmPassword: "new-passwort" })).toEqual({ confirmPassword: "The two new passwords differ" });
  });
});
