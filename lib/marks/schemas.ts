import { z } from "zod";
import { isOpaqueIdText, OPAQUE_ID_MESSAGE } from "@/lib/contract/opaque-id-text";
import { SLUG } from "@/lib/contract/organization-slug";
import { tagSchema } from "@/lib/contract/tag";
import { CONTROL_MESSAGE, noControlCharacters } from "@/lib/contract/text";

/** The bodies and queries of the marks routes (app/api/marks): tags, notes, assignee and snooze. */

/** At most this many items in one bulk action: a filter matching more is refused, to be narrowed. */
export const MAX_BULK_ITEMS = 1000;
/** Explicit ids in one request (a selection of loaded rows); more goes as a filter. */
export const MAX_EXPLICIT_IDS = 500;

const slug = z.string().regex(SLUG, "Not an organization slug").optional();
const kind = z.enum(["report", "proposal", "asset"], "kind is `report`, `proposal` or `asset`");
const itemId = z.string().refine((text) => isOpaqueIdText(text), OPAQUE_ID_MESSAGE);
const text = (what: string, max: number) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} is at most ${max} characters`).refine(noControlCharacters, `${what} ${CONTROL_MESSAGE}`);

/** Which items an action is on: ids as sent, or every report (or asset) matching a filter (the page's address text). */
export const selectionSchema = z.union([
  z.strictObject({ ids: z.array(itemId).min(1, "Select at least one").max(MAX_EXPLICIT_IDS, `At most ${MAX_EXPLICIT_IDS} ids; select by filter instead`) }),
  z.strictObject({ filter: z.string().max(4000, "A filter is at most 4000 characters") }),
]);

export const markActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("tag"), tag: tagSchema }),
  z.strictObject({ type: z.literal("untag"), tag: tagSchema }),
  z.strictObject({ type: z.literal("note"), body: text("A note", 2000) }),
  z.strictObject({ type: z.literal("assign"), assignee: text("An assignee", 200).nullable() }),
  z.strictObject({
    type: z.literal("snooze"),
    /** Until this time; null: until the service changes the item. */
    until: z.iso.datetime({ offset: true }).nullable(),
  }),
  z.strictObject({ type: z.literal("unsnooze") }),
  /** The selected items' assets followed for the caller (lib/threats/follows.ts), undone as one step too. */
  z.strictObject({ type: z.literal("follow") }),
]);

/** POST /api/marks/bulk */
export const bulkMarkBodySchema = z.strictObject({ slug, kind, selection: selectionSchema, action: markActionSchema });

/** GET /api/marks?kind=report&ids=a,b,c (kind `asset`: the ids of /assets' rows) */
export const marksQuerySchema = z.strictObject({
  slug,
  kind,
  ids: z
    .string()
    .max(20_000)
    .transform((v) => v.split(",").filter((s) => s !== ""))
    .pipe(z.array(itemId).max(MAX_EXPLICIT_IDS)),
});

/** DELETE /api/marks/bulk/:batchId */
export const markBatchParamsSchema = z.strictObject({ batchId: z.string().regex(/^mb_[A-Za-z0-9_-]{12}$/, "Not a bulk action id") });

/** GET /api/marks/reports: the reports carrying console marks (tag, assigned to someone, snoozed). */
export const markedReportsQuerySchema = z.strictObject({
  slug,
  tag: tagSchema.optional(),
  assignee: text("An assignee", 200).optional(),
  snoozed: z.enum(["true"]).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
