import { z } from "zod";
import { numericIdSchema, opaqueIdSchema } from "./ids";

export const GROUP_NAME_REQUIRED = "Group name is required";
export const GROUP_NAME_LENGTH = "Group name must be between 1 and 255 characters";
export const GROUP_ID_REQUIRED = "Group ID is required";
export const GROUP_ID_MISMATCH = "Group ID in the body must equal the group ID in the path";

/**
 * The length of a name as the strictest reading of interface-v2 §2.11 / §4.7 counts it. The
 * description says "Length 1 to 255" and names no unit; a JSON string's length in the service's
 * own stack (JavaScript: `String.length`) is its UTF-16 code units, never fewer than its code
 * points or the characters a person sees ("😀" is 1 seen, 1 code point, 2 units). A name within
 * 255 units passes whichever of the three the service counts.
 */
export function groupNameLength(name: string): number {
  return name.length;
}

/** 1 to 255 as `groupNameLength` counts; not trimmed (names are kept exactly). */
export const groupNameSchema = z
  .string({ error: (issue) => (issue.input === undefined ? GROUP_NAME_REQUIRED : GROUP_NAME_LENGTH) })
  .refine((name) => {
    const length = groupNameLength(name);
    return length >= 1 && length <= 255;
  }, GROUP_NAME_LENGTH)
  .refine((name) => name.trim() !== "", GROUP_NAME_REQUIRED);

const groupIdSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? GROUP_ID_REQUIRED : "Group ID must be a positive integer"),
  })
  .pipe(numericIdSchema);

/** The console's form: any id the service may use, kept as received (lib/contract/ids.ts). */
const consoleGroupIdSchema = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? GROUP_ID_REQUIRED : "Group ID must be an integer or printable text"),
  })
  .pipe(opaqueIdSchema);

const slug = z.string().min(1).max(100).optional();

export const createAssetGroupBodySchema = z.strictObject({ name: groupNameSchema, slug });

/** PATCH body; the route also checks that `groupId` equals the path id (GROUP_ID_MISMATCH). */
export const renameAssetGroupBodySchema = z.strictObject({ groupId: groupIdSchema, name: groupNameSchema, slug });

export const deleteAssetGroupBodySchema = z.strictObject({ groupId: groupIdSchema, slug });

/** The console's /api forms of the two bodies: the group id kept exactly as the service gave it. */
export const consoleRenameAssetGroupBodySchema = z.strictObject({ groupId: consoleGroupIdSchema, name: groupNameSchema, slug });
export const consoleDeleteAssetGroupBodySchema = z.strictObject({ groupId: consoleGroupIdSchema, slug });

export type CreateAssetGroupBody = z.output<typeof createAssetGroupBodySchema>;
export type RenameAssetGroupBody = z.output<typeof renameAssetGroupBodySchema> | z.output<typeof consoleRenameAssetGroupBodySchema>;
export type DeleteAssetGroupBody = z.output<typeof deleteAssetGroupBodySchema> | z.output<typeof consoleDeleteAssetGroupBodySchema>;
