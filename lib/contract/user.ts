import { z } from "zod";
import { responseIdSchema } from "./response-id";

export const KNOWN_USER_ROLES = [
  "SUPERUSER", "SYSTEM", "CUSTOMER", "SUPPORT", "REVIEWER", "REPORTER", "MANAGER", "READ_ONLY",
] as const;

export const protectionConfigSchema = z.looseObject({
  linkMonitoring: z.boolean(),
  socialMediaScanning: z.boolean(),
  historyScanning: z.boolean(),
});

/** Section 2.10. `avatarUrl` also accepts null: a user without a picture must not break the page. */
export const userSchema = z.looseObject({
  id: responseIdSchema,
  name: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  protectionConfig: protectionConfigSchema,
});

/** POST /user/me/update → `{ user }`. */
export const userResponseSchema = z.looseObject({ user: userSchema });

export const userOrganizationSchema = z.looseObject({ slug: z.string(), name: z.string() });

/** POST /user/me → `{ user, organizations? }` (organizations: what the key reaches). */
export const currentUserResponseSchema = z.looseObject({
  user: userSchema,
  organizations: z.array(userOrganizationSchema).optional(),
});

export type ProtectionConfig = z.output<typeof protectionConfigSchema>;
export type User = z.output<typeof userSchema>;
export type UserResponse = z.output<typeof userResponseSchema>;
export type UserOrganization = z.output<typeof userOrganizationSchema>;
export type CurrentUserResponse = z.output<typeof currentUserResponseSchema>;
