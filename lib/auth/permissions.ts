/** Roles and what they may do (docs/architecture.md, "Roles"). Pure: safe to import from client components. */

export const ROLES = ["viewer", "reviewer", "admin"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ["read", "review", "admin"] as const;
/**
 * read: reports, queues, healthchecks, alerts (rules, states, history), wall.
 * review: review proposals.
 * admin: unblock asset / open dispute, asset groups, profile, wall links, activity log,
 *   alert rules, channels and silences.
 */
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, readonly Permission[]> = {
  viewer: ["read"],
  reviewer: ["read", "review"],
  admin: ["read", "review", "admin"],
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role]?.includes(permission) ?? false;
}
