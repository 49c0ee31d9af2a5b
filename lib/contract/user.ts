import { z } from "zod";
import type { OpaqueId } from "./ids";
import { FieldReader, isObject, readList, withNotSent } from "./tolerated";

export const KNOWN_USER_ROLES = ["SUPERUSER", "SYSTEM", "CUSTOMER", "SUPPORT", "REVIEWER", "REPORTER", "MANAGER", "READ_ONLY"] as const;

/** A record as read: the service's extra fields kept, and the names of the fields it did not send (or sent unreadable). */
type Read<T> = T & { notSent?: string[] } & { [extra: string]: unknown };

/** Each switch is null when the service did not send it (it cannot then be changed here). */
export type ProtectionConfig = Read<{ linkMonitoring: boolean | null; socialMediaScanning: boolean | null; historyScanning: boolean | null }>;

/**
 * Section 2.10, read field by field (docs/architecture.md, "The boundary tolerates, and counts"):
 * a field missing or of another type is null and named in `notSent`. `avatarUrl` null is a user
 * without a picture (a value of its own); `protectionConfig` is always an object.
 */
export type User = Read<{
  id: OpaqueId | null;
  name: string | null;
  avatarUrl: string | null;
  email: string | null;
  role: string | null;
  protectionConfig: ProtectionConfig;
}>;
export type UserOrganization = Read<{ slug: string; name: string | null }>;
export type UserResponse = { user: User } & { [extra: string]: unknown };
/** `unreadableOrganizations`: organizations listed without a slug (left out). */
export type CurrentUserResponse = { user: User; organizations?: UserOrganization[]; unreadableOrganizations?: number } & { [extra: string]: unknown };

const PROTECTION_KEYS = ["linkMonitoring", "socialMediaScanning", "historyScanning"] as const;

function readUser(value: Record<string, unknown>): User {
  const r = new FieldReader(value, "user");
  const config = value.protectionConfig;
  let protectionConfig: ProtectionConfig;
  if (isObject(config)) {
    const p = new FieldReader(config, "user.protectionConfig");
    protectionConfig = withNotSent(p, Object.fromEntries(PROTECTION_KEYS.map((k) => [k, p.boolean(k)])) as ProtectionConfig);
  } else {
    r.object("protectionConfig", () => null);
    protectionConfig = { linkMonitoring: null, socialMediaScanning: null, historyScanning: null, notSent: [...PROTECTION_KEYS] };
  }
  return withNotSent(r, {
    id: r.id("id"),
    name: r.string("name"),
    avatarUrl: r.string("avatarUrl", true),
    email: r.string("email"),
    role: r.enumValue("role", KNOWN_USER_ROLES),
    protectionConfig,
  });
}

function readOrganization(value: unknown): UserOrganization | null {
  if (!isObject(value) || typeof value.slug !== "string" || value.slug === "") return null;
  const r = new FieldReader(value, "organizations[]");
  return withNotSent(r, { slug: value.slug, name: r.string("name") });
}

/** The `user` object is what makes the answer one at all: without it, it is an error. */
const withUser = <T>(read: (value: Record<string, unknown>, user: User) => T) =>
  z.unknown().transform((value, ctx): T => {
    if (!isObject(value) || !isObject(value.user)) {
      ctx.addIssue({ code: "custom", message: "The answer has no user object", path: ["user"], input: value });
      return z.NEVER;
    }
    return read(value, readUser(value.user));
  });

export const userSchema = z.unknown().transform((value, ctx): User => {
  if (!isObject(value)) {
    ctx.addIssue({ code: "custom", message: "A user is an object", input: value });
    return z.NEVER;
  }
  return readUser(value);
});

/** POST /user/me/update → `{ user }`. */
export const userResponseSchema = withUser((value, user): UserResponse => ({ ...value, user }));

/**
 * POST /user/me → `{ user, organizations? }` (organizations: what the key reaches). An organization
 * without a slug is left out and counted; a name not sent is null.
 */
export const currentUserResponseSchema = withUser((value, user): CurrentUserResponse => {
  const r = new FieldReader(value, "answer");
  if (value.organizations === undefined) return { ...value, user };
  if (!Array.isArray(value.organizations)) {
    r.list("organizations", () => null, false);
    const { organizations: _, ...rest } = value;
    return { ...rest, user, notSent: r.notSent };
  }
  const { items, dropped } = readList(value.organizations, readOrganization, "organizations[]");
  return dropped > 0 ? { ...value, user, organizations: items, unreadableOrganizations: dropped } : { ...value, user, organizations: items };
});
