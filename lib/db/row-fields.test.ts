import { describe, expect, it } from "vitest";
import { rowFields } from "./row-fields";

describe("rowFields", () => {
  it("copies the named columns under camelCase keys, values as they are", () => {
    const row = { id: 3, created_at: "2026-01-01T00:00:00Z", password_changed_at: null, last_used_at: "x", ends_at_2: 1 };
    expect(rowFields(row, ["id", "created_at", "password_changed_at", "ends_at_2"])).toEqual({
      id: 3,
      createdAt: "2026-01-01T00:00:00Z",
      passwordChangedAt: null,
      endsAt2: 1,
    });
  });

  it("leaves out every column not named (a password hash read with the row)", () => {
    const row = { id: 1, username: "ada", password_hash: "secret" };
    const fields = rowFields(row, ["id", "username"]);
    expect(fields).toEqual({ id: 1, username: "ada" });
    expect(Object.keys(fields)).not.toContain("passwordHash");
  });
});
