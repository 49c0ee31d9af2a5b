import { z } from "zod";
import { idParam, opaquePathIdSchema } from "@/lib/contract/ids";
import { SLUG, SLUG_PATTERN } from "@/lib/contract/organization-slug";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";

/** POST /api/session/organization: the organization chosen in the shell, or none (the key's own). */
export const chooseOrganizationBodySchema = z.strictObject({
  slug: z.string().regex(SLUG).nullable(),
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

/** GET /api/history/queues: one scope's recorded trend over a window. */
export const queueTrendQuerySchema = z.strictObject({
  scope: z.string().regex(new RegExp(`^(all|org:${SLUG_PATTERN})$`), "scope is `all` or `org:<slug>`"),
  window: z.enum(["24h", "7d", "30d"]).default("24h"),
});

/** PATCH and DELETE /api/organization/asset-groups/:groupId */
export const assetGroupParamsSchema = z.strictObject({ groupId: opaquePathIdSchema });

/** GET /api/alerts/history: one rule's transitions, or every rule's. */
export const alertHistoryQuerySchema = z.strictObject({
  ruleId: idParam.optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, "limit is 1 to 200")
    .transform(Number)
    .pipe(z.number().int().min(1).max(200))
    .default(100),
});

/** The alert routes' ids in the path (a rule, a channel, a silence). */
export const alertRuleParamsSchema = z.strictObject({ ruleId: idParam });
export const alertChannelParamsSchema = z.strictObject({ channelId: idParam });
export const alertSilenceParamsSchema = z.strictObject({ silenceId: idParam });
/** POST /api/alerts/rules/[ruleId]/acknowledgement: an optional note on who owns the alert and what they do. */
export const acknowledgementBodySchema = z.strictObject({ note: z.string().trim().max(500, "The note is at most 500 characters").default("") });

/** GET /api/organization/reports/[reportId]: the report's id (opaque) and the organization the page names. */
export const reportIdParamsSchema = z.strictObject({ reportId: opaquePathIdSchema });
export const reportByIdQuerySchema = z.strictObject({
  slug: z.string().regex(SLUG, "Expected an organization slug").optional(),
  /** The report's createdAt as the link that opened it says (lib/report-index/lookup.ts, LookupHint). */
  created: z.iso.datetime({ offset: true, error: "created is a timestamp (ISO 8601)" }).optional(),
});
