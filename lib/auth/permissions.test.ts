import { describe, expect, it } from "vitest";
import { can, isRole, PERMISSIONS, type Permission, ROLES, type Role } from "./permissions";

describe("permissions", () => {
  // docs/architecture.md "Roles" table.
  const table: Record<Role, Record<Permission, boolean>> = {
    viewer: { read: true, review: false, admin: false },
    reviewer: { read: true, review: true, admin: false },
    admin: { read: true, review: true, admin: true },
  };

  it.each(ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const)))("%s may %s as the design says", (role, permission) => {
    expect(can(role, permission)).toBe(table[role][permission]);
  });

  it("denies unknown roles", () => {
    expect(can("root" as Role, "read")).toBe(false);
  });

  it("recognises roles", () => {
    expect(ROLES).toEqual(["viewer", "reviewer", "admin"]);
    expect(isRole("reviewer")).toBe(true);
    expect(isRole("Admin")).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});
