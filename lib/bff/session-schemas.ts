import { z } from "zod";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";

/** POST /api/session/organization: the organization chosen in the shell, or none (the key's own). */
export const chooseOrganizationBodySchema = z.strictObject({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
    .nullable(),
});

/** POST /api/session/wall: a wall link's token, in a body only. */
export const wallTokenBodySchema = z.strictObject({ token: z.string().min(1).max(200) });

/** POST /api/wall-links: a new wall-screen link's name. */
export const newWallLinkBodySchema = z.strictObject({
  name: z.string().trim().min(1, "Name is required").max(100, "Name is at most 100 characters").refine(noControlCharacters, `Name ${CONTROL_MESSAGE}`),
});

/** DELETE /api/wall-links/:linkId */
export const wallLinkParamsSchema = z.strictObject({
  linkId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "linkId must be a positive integer")
    .transform(Number)
    .refine((n) => n <= 2 ** 31 - 1, "linkId is too large"),
});
