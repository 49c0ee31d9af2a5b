import { z } from "zod";
import { isOpaqueId, type OpaqueId } from "./ids";
import { FieldReader, isObject, readList, withNotSent } from "./tolerated";

/**
 * The organization's own assets (`/organization/assets`, docs/account.md), read field by field:
 * a record without an id is left out and counted; any other field missing is null and named.
 */
export type OwnAsset = {
  id: OpaqueId;
  content: string | null;
  type: string | null;
  status: string | null;
  name: string | null;
  description: string | null;
  group: { id: OpaqueId; name: string | null } | null;
  createdAt: string | null;
  updatedAt: string | null;
  notSent?: string[];
};
/** `nextPage`: opaque, absent or null at the end (both mean the end). */
export type OwnAssetPage = { assets: OwnAsset[]; nextPage: string | null; unreadable: number };
export type OwnAssetAddResult = {
  results: { content: string | null; success: boolean; id: OpaqueId | null; error: string | null }[];
  successCount: number | null;
  errorCount: number | null;
};
/** The update answer has a flat `groupId` where the list nests `group`. */
export type OwnAssetChange = {
  id: OpaqueId | null;
  content: string | null;
  name: string | null;
  description: string | null;
  groupId: OpaqueId | null;
  notSent?: string[];
};
export type OwnAssetRemoval = { success: boolean | null; id: OpaqueId | null };

const fail = (message: string, value: unknown, ctx: z.RefinementCtx) => {
  ctx.addIssue({ code: "custom", message, input: value });
  return z.NEVER;
};

function readGroup(value: Record<string, unknown>): OwnAsset["group"] {
  return isOpaqueId(value.id) ? { id: value.id, name: typeof value.name === "string" ? value.name : null } : null;
}

function readOwnAsset(value: unknown): OwnAsset | null {
  if (!isObject(value) || !isOpaqueId(value.id)) return null;
  const r = new FieldReader(value, "assets[]");
  const read = {
    id: value.id,
    content: r.string("content"),
    type: r.string("type"),
    status: r.string("status"),
    // Optional in the docs' table: a name or description left out is none, not unknown.
    name: typeof value.name === "string" ? value.name : null,
    description: typeof value.description === "string" ? value.description : null,
    group: value.group === undefined ? null : r.object("group", readGroup, true),
    createdAt: r.time("createdAt"),
    updatedAt: value.updatedAt === undefined ? null : r.time("updatedAt"),
  };
  return r.notSent.length > 0 ? { ...read, notSent: r.notSent } : read;
}

const cursorOf = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null);

/** GET /organization/assets → `{ assets, next_page }` (`nextPage` in some forms). */
export const ownAssetPageSchema = z.unknown().transform((value, ctx): OwnAssetPage => {
  if (!isObject(value) || !Array.isArray(value.assets)) return fail("The answer has no assets list", value, ctx);
  const { items, dropped } = readList(value.assets, readOwnAsset, "assets[]");
  return { assets: items, nextPage: cursorOf(value.next_page ?? value.nextPage), unreadable: dropped };
});

/** POST /organization/assets → per-asset `results`, `successCount`, `errorCount` (HTTP 200 even when some failed). */
export const ownAssetAddResultSchema = z.unknown().transform((value, ctx): OwnAssetAddResult => {
  if (!isObject(value) || !Array.isArray(value.results)) return fail("The answer has no results list", value, ctx);
  const results = value.results.filter(isObject).map((r) => ({
    content: typeof r.content === "string" ? r.content : null,
    success: r.success === true,
    id: r.success === true && isOpaqueId(r.id) ? r.id : null,
    error: r.success === true ? null : typeof r.error === "string" ? r.error : "Not added (the service gave no reason)",
  }));
  const count = (v: unknown) => (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? v : null);
  return { results, successCount: count(value.successCount), errorCount: count(value.errorCount) };
});

/** PATCH /organization/assets/{assetId} → `{ id, content, name, description, groupId }`. */
export const ownAssetChangeSchema = z.unknown().transform((value, ctx): OwnAssetChange => {
  if (!isObject(value)) return fail("The answer is not an asset", value, ctx);
  const r = new FieldReader(value, "asset");
  return withNotSent(r, {
    id: r.id("id"),
    content: r.string("content"),
    name: r.string("name", true),
    description: typeof value.description === "string" ? value.description : null,
    groupId: isOpaqueId(value.groupId) ? value.groupId : null,
  });
});

/** DELETE /organization/assets/{assetId} → `{ success, id }`. */
export const ownAssetRemovalSchema = z.unknown().transform((value, ctx): OwnAssetRemoval => {
  if (!isObject(value)) return fail("The answer is not a removal", value, ctx);
  return { success: typeof value.success === "boolean" ? value.success : null, id: isOpaqueId(value.id) ? value.id : null };
});
