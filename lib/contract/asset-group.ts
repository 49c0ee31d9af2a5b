import { z } from "zod";
import { isOpaqueId, type OpaqueId } from "./ids";
import { FieldReader, isObject, readList, withNotSent } from "./tolerated";

/** A record as read: the service's extra fields kept, and the names of the fields it did not send (or sent unreadable). */
type Read<T> = T & { notSent?: string[] } & { [extra: string]: unknown };

/**
 * Read field by field (docs/architecture.md, "The boundary tolerates, and counts"): a name or
 * count missing or of another type is null here (shown in words) and named in `notSent`.
 */
export type AssetGroup = Read<{ id: OpaqueId; name: string | null }>;
export type AssetGroupWithCount = AssetGroup & { assetCount: number | null };
/** `unreadable`: groups the service listed without an id (left out). */
export type AssetGroupList = { groups: AssetGroupWithCount[]; unreadable?: number } & { [extra: string]: unknown };
/**
 * The answer to a create or rename, whose work is done once the service said 2xx: an id or name
 * it left out is null, and the console falls back on what it sent.
 */
export type AssetGroupChange = Read<{ id: OpaqueId | null; name: string | null }>;
export type AssetGroupDeleteResult = Read<{ success: boolean | null; id: OpaqueId | null; unassignedAssetCount: number | null }>;

function readListedGroup(value: unknown): AssetGroupWithCount | null {
  if (!isObject(value) || !isOpaqueId(value.id)) return null;
  const r = new FieldReader(value, "groups[]");
  return withNotSent(r, { id: value.id, name: r.string("name"), assetCount: r.count("assetCount") });
}

const notAnObject = (message: string) => (value: unknown, ctx: z.RefinementCtx) => {
  ctx.addIssue({ code: "custom", message, input: value });
  return z.NEVER;
};

/** GET /organization/asset-groups. A group without an id is left out and counted; only an answer without a `groups` list is an error. */
export const assetGroupListSchema = z.unknown().transform((value, ctx): AssetGroupList => {
  if (!isObject(value) || !Array.isArray(value.groups)) return notAnObject("The answer has no groups list")(value, ctx);
  const { items, dropped } = readList(value.groups, readListedGroup, "groups[]");
  return dropped > 0 ? { ...value, groups: items, unreadable: dropped } : { ...value, groups: items };
});

/** POST /organization/asset-groups and PATCH …/{groupId} → `{ id, name }`. */
export const assetGroupSchema = z.unknown().transform((value, ctx): AssetGroupChange => {
  if (!isObject(value)) return notAnObject("The answer is not a group")(value, ctx);
  const r = new FieldReader(value, "group");
  return withNotSent(r, { id: r.id("id"), name: r.string("name") });
});

/** DELETE /organization/asset-groups/{groupId} → `{ success, id, unassignedAssetCount }`. */
export const assetGroupDeleteResultSchema = z.unknown().transform((value, ctx): AssetGroupDeleteResult => {
  if (!isObject(value)) return notAnObject("The answer is not a delete result")(value, ctx);
  const r = new FieldReader(value, "deleted");
  return withNotSent(r, { success: r.boolean("success"), id: r.id("id"), unassignedAssetCount: r.count("unassignedAssetCount") });
});
