import { z } from "zod";
import { isTimeZone } from "./period";

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "An organization is given by its slug");

/** A digest as an admin defines it (POST /api/digests, PATCH /api/digests/:id). */
export const digestBodySchema = z.strictObject({
  name: z.string().trim().min(1, "Give the digest a name").max(120),
  /** Slugs; empty: the key's own organization. */
  organizations: z.array(slug).max(20).default([]),
  channelIds: z.array(z.number().int().positive()).min(1, "Choose at least one channel").max(20),
  /** 0 Sunday … 6 Saturday. */
  day: z.number().int().min(0).max(6).default(1),
  hour: z.number().int().min(0).max(23).default(9),
  timeZone: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine((tz) => isTimeZone(tz), "Not a time zone this server knows (e.g. Europe/Berlin, UTC)"),
  enabled: z.boolean().default(true),
});
export type DigestBody = z.output<typeof digestBodySchema>;

export const digestIdParamsSchema = z.strictObject({ digestId: z.coerce.number().int().positive() });

/** "Send now": the channels to send to (a subset of the digest's; all when left out). */
export const sendNowBodySchema = z.strictObject({ channelIds: z.array(z.number().int().positive()).min(1).max(20).optional() });
