import { ROLES, type Role } from "@/lib/auth/permissions";

/**
 * How the identity provider's groups become console roles (docs/sign-in.md): `OIDC_ROLE_MAP` is
 * `group=role` pairs separated by commas, `*` naming the role of a user in no listed group. The
 * highest role any of the user's groups maps to wins. Pure: the settings page tests a mapping with it.
 */
export type RoleMap = { readonly groups: ReadonlyMap<string, Role>; readonly fallback: Role | null };

export type RoleMapResult = { ok: true; map: RoleMap } | { ok: false; problem: string };

export function parseRoleMap(text: string): RoleMapResult {
  const groups = new Map<string, Role>();
  let fallback: Role | null = null;
  const pairs = text
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (pairs.length === 0) return { ok: false, problem: "OIDC_ROLE_MAP names no group: write group=role pairs, e.g. sec-admins=admin,sec-reviewers=reviewer" };
  for (const pair of pairs) {
    const at = pair.lastIndexOf("=");
    const group = at > 0 ? pair.slice(0, at).trim() : "";
    const role = at > 0 ? pair.slice(at + 1).trim() : "";
    if (!group) return { ok: false, problem: `OIDC_ROLE_MAP: "${pair}" is not group=role` };
    if (!isRoleName(role)) return { ok: false, problem: `OIDC_ROLE_MAP: "${pair}" maps to "${role}"; a role is one of ${ROLES.join(", ")}` };
    if (group === "*") fallback = role;
    else groups.set(group, higher(groups.get(group), role));
  }
  return { ok: true, map: { groups, fallback } };
}

function isRoleName(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

function rank(role: Role): number {
  return ROLES.indexOf(role);
}

function higher(a: Role | undefined, b: Role): Role {
  return a !== undefined && rank(a) >= rank(b) ? a : b;
}

/**
 * The claim at a dotted path (`groups`, `realm_access.roles`), as a list of names: a string is
 * one name, an array keeps its strings, anything else is no names. A key that itself holds a dot
 * (some providers use URLs as claim names) is tried whole first.
 */
export function namesAtClaim(claims: unknown, path: string): string[] {
  const value = valueAt(claims, path);
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return [];
}

function valueAt(claims: unknown, path: string): unknown {
  if (claims === null || typeof claims !== "object") return undefined;
  if (Object.hasOwn(claims, path)) return Reflect.get(claims, path);
  const dot = path.indexOf(".");
  if (dot < 0) return undefined;
  const head = path.slice(0, dot);
  return Object.hasOwn(claims, head) ? valueAt(Reflect.get(claims, head), path.slice(dot + 1)) : undefined;
}

/** What a claim set gives: the role, and the groups that decided it (none when the `*` role applied). */
export type RoleDecision = { role: Role; decidedBy: string[]; groups: string[] } | { role: null; decidedBy: []; groups: string[] };

export function decideRole(claims: unknown, claimPath: string, map: RoleMap): RoleDecision {
  const groups = namesAtClaim(claims, claimPath);
  let best: Role | null = null;
  for (const group of groups) {
    const role = map.groups.get(group);
    if (role !== undefined && (best === null || rank(role) > rank(best))) best = role;
  }
  if (best !== null) {
    const role = best;
    return { role, decidedBy: groups.filter((g) => map.groups.get(g) === role), groups };
  }
  return map.fallback ? { role: map.fallback, decidedBy: [], groups } : { role: null, decidedBy: [], groups };
}

/** The map written back as OIDC_ROLE_MAP would carry it, for the settings page. */
export function describeRoleMap(map: RoleMap): string {
  const pairs = [...map.groups].map(([group, role]) => `${group}=${role}`);
  if (map.fallback) pairs.push(`*=${map.fallback}`);
  return pairs.join(",");
}
