import { z } from "zod";
import { responseIdSchema } from "./response-id";

export const assetGroupSchema = z.looseObject({ id: responseIdSchema, name: z.string() });

export const assetGroupWithCountSchema = assetGroupSchema.extend({ assetCount: z.number().int().nonnegative() });

/** GET /organization/asset-groups. */
export const assetGroupListSchema = z.looseObject({ groups: z.array(assetGroupWithCountSchema) });

/** DELETE /organization/asset-groups/{groupId}. */
export const assetGroupDeleteResultSchema = z.looseObject({
  success: z.boolean(),
  id: responseIdSchema,
  unassignedAssetCount: z.number().int().nonnegative(),
});

export type AssetGroup = z.output<typeof assetGroupSchema>;
export type AssetGroupWithCount = z.output<typeof assetGroupWithCountSchema>;
export type AssetGroupList = z.output<typeof assetGroupListSchema>;
export type AssetGroupDeleteResult = z.output<typeof assetGroupDeleteResultSchema>;
