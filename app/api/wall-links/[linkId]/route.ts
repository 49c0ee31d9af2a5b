// DELETE /api/wall-links/:linkId — revoke a wall-screen link (its screens stop at their next refresh)
import { z } from "zod";
import { revokeWallLink } from "@/lib/auth/wall-links";
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";

const params = z.strictObject({
  linkId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "linkId must be a positive integer")
    .transform(Number)
    .refine((n) => n <= 2 ** 31 - 1, "linkId is too large"),
});

export const DELETE = route({
  permission: "admin",
  params,
  audit: { action: "wall-link.revoke", target: ({ params }) => String(params.linkId) },
  call: async ({ params }) => {
    const link = await revokeWallLink(await getDb(), params.linkId);
    if (!link) throw new ApiError(404, "NOT_FOUND", "No wall link with this id");
    return { link };
  },
});
