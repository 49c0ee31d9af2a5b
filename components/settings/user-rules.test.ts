import { describe, expect, it } from "vitest";
import { passwordSchema, usernameSchema } from "@/lib/auth/users";
import { passwordProblem, usernameProblem } from "./user-rules";

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
