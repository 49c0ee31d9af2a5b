import { z } from "zod";
import { opaqueIdSchema } from "./ids";

export const OWN_ASSET_TYPES = [
  "URL",
  "ADDRESS",
  "PAGE",
  "DISCORD",
  "TELEGRAM",
  "TWITTER",
  "INSTAGRAM",
  "MEDIUM",
  "GITHUB",
  "YOUTUBE",
  "LINKEDIN",
  "TWITCH",
  "TIKTOK",
  "EMAIL",
] as const;

/** GET /api/organization/assets: the service's own filters, sent as they are (docs/account.md). */
export const ownAssetListQuerySchema = z.strictObject({
  slug: z.string().trim().min(1).max(100).optional(),
  type: z.enum(OWN_ASSET_TYPES).optional(),
  groupId: z
    .string()
    .regex(/^(-1|[A-Za-z0-9_-]{1,64})$/)
    .optional(),
  query: z.string().trim().max(200).optional(),
  per_page: z
    .string()
    .regex(/^\d{1,4}$/)
    .refine((v) => Number(v) >= 1 && Number(v) <= 1000, "per_page is 1 to 1000")
    .optional(),
  next_page: z.string().min(1).max(200).optional(),
});
export type OwnAssetListQuery = z.infer<typeof ownAssetListQuerySchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** POST: at most 1,000 at once, as the service allows; each a content, a name, a description and a group. */
export const ownAssetAddBodySchema = z.strictObject({
  slug: z.string().trim().min(1).max(100).optional(),
  assets: z
    .array(z.strictObject({ content: text(2048), name: text(255).optional(), description: text(2000).optional(), groupId: opaqueIdSchema.optional() }))
    .min(1, "Paste at least one asset")
    .max(1000, "At most 1,000 assets at once"),
});
export type OwnAssetAddBody = Omit<z.infer<typeof ownAssetAddBodySchema>, "slug">;

/** PATCH: at least one of the three; null clears a description or ungroups. */
export const ownAssetUpdateBodySchema = z
  .strictObject({
    name: text(255).optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    groupId: opaqueIdSchema.nullable().optional(),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.groupId !== undefined, "Change the name, the description or the group");
export type OwnAssetUpdateBody = z.infer<typeof ownAssetUpdateBodySchema>;

/** The console's PATCH body: the asset's id as the service wrote it (sent back in the body) and the changes. */
export const consoleOwnAssetUpdateBodySchema = z
  .strictObject({
    assetId: opaqueIdSchema,
    name: text(255).optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    groupId: opaqueIdSchema.nullable().optional(),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.groupId !== undefined, "Change the name, the description or the group");

/** The console's DELETE body: the id as the service wrote it. */
export const consoleOwnAssetRemoveBodySchema = z.strictObject({ assetId: opaqueIdSchema });

export const ownAssetParamsSchema = z.strictObject({ assetId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
