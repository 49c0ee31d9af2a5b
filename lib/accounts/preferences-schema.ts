import { z } from "zod";

/** PATCH /api/session/preferences: the signed-in user's own notification choices (either, or both). */
export const preferencesBodySchema = z
  .strictObject({
    email: z
      .union([z.literal(""), z.email({ error: "Enter an email address, like name@example.com" }).max(254, "An email address is at most 254 characters")])
      .nullable()
      .optional(),
    followDecisions: z.boolean({ error: "followDecisions is true or false" }).optional(),
  })
  .refine((b) => b.email !== undefined || b.followDecisions !== undefined, { error: "Send email, followDecisions or both" });

/** What GET and PATCH /api/session/preferences answer (isomorphic). */
export type PreferencesView = {
  email: string | null;
  /** The identity provider's name when it sets the address at every sign-in (it cannot be changed here). */
  emailFromProvider: boolean;
  followDecisions: boolean;
  /** Whether the console can send mail at all (an email channel on /alerts). */
  emailChannel: boolean;
};
