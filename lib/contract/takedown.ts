import { z } from "zod";
import { responseIdSchema } from "./response-id";
import { isObject, isReadableTime, noteTolerated, readList } from "./tolerated";

/** A time that is missing or does not parse is unknown (null), noted for the tolerance counts. */
const tolerantTime = (path: string) =>
  z
    .unknown()
    .optional()
    .transform((value): string | null => {
      if (typeof value === "string" && isReadableTime(value)) return value;
      noteTolerated({ kind: typeof value === "string" ? "time-unparseable" : "field-missing", path, value });
      return null;
    });

/**
 * One takedown of POST /takedowns/list. Tolerant: ids as number or numeric string, statuses and
 * types as any string (unknown ones are shown as they come), optional parts as null or absent.
 */
export const takedownSchema = z.looseObject({
  id: responseIdSchema,
  // An unknown status is shown as sent; a missing one is unknown, not a reason to lose the row.
  status: z
    .unknown()
    .optional()
    .transform((value): string | null => {
      if (typeof value === "string") return value;
      noteTolerated({ kind: value === undefined || value === null ? "field-missing" : "field-wrong-type", path: "takedowns[].status", value });
      return null;
    }),
  createdAt: tolerantTime("takedowns[].createdAt"),
  updatedAt: tolerantTime("takedowns[].updatedAt"),
  asset: z
    .looseObject({
      id: responseIdSchema,
      content: z.string(),
      type: z.string(),
      livenessStatus: z
        .string()
        .nullish()
        .transform((v) => v ?? "UNKNOWN"),
    })
    .nullish()
    .transform((v) => v ?? null),
  assignee: z
    .looseObject({
      id: responseIdSchema,
      fullName: z
        .string()
        .nullish()
        .transform((v) => v ?? ""),
    })
    .nullish()
    .transform((v) => v ?? null),
  brand: z
    .looseObject({
      id: responseIdSchema,
      name: z.string(),
      slug: z
        .string()
        .nullish()
        .transform((v) => v ?? null),
    })
    .nullish()
    .transform((v) => v ?? null),
});

/** One record as read, or null (left out and counted) when it is not a takedown the console can key. */
function readTakedown(value: unknown): Takedown | null {
  if (!isObject(value)) return null;
  const parsed = takedownSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The list answer, normalized: `nextPage` is the opaque `next_page` (or `nextPage`) passed back as
 * received, null on the last page. A takedown without a usable id (or otherwise unreadable) is left
 * out and counted in `unreadable`; only an answer without a `takedowns` list is an error.
 */
export const takedownListSchema = z
  .looseObject({
    takedowns: z.array(z.unknown()),
    next_page: z.union([z.string(), z.number()]).nullish(),
    nextPage: z.union([z.string(), z.number()]).nullish(),
  })
  .transform(({ takedowns, next_page, nextPage }): TakedownListPage => {
    const next = next_page ?? nextPage ?? null;
    const { items, dropped } = readList(takedowns, readTakedown, "takedowns[]");
    const page = { takedowns: items, nextPage: next === null || next === "" ? null : String(next) };
    return dropped > 0 ? { ...page, unreadable: dropped } : page;
  });

export type Takedown = z.output<typeof takedownSchema>;
export type TakedownListPage = {
  takedowns: Takedown[];
  nextPage: string | null;
  /** Takedowns the service sent that the console could not key (no id), left out of `takedowns`. */
  unreadable?: number;
};
