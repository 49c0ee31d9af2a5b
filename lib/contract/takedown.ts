import { z } from "zod";
import { responseIdSchema } from "./response-id";
import { isReadableTime, noteTolerated } from "./tolerated";

/** A time that is missing or does not parse is unknown (null), noted for the tolerance counts. */
const tolerantTime = (path: string) =>
  z.unknown().transform((value): string | null => {
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
  status: z.string(),
  createdAt: tolerantTime("takedowns[].createdAt"),
  updatedAt: tolerantTime("takedowns[].updatedAt"),
  asset: z
    .looseObject({
      id: responseIdSchema,
      content: z.string(),
      type: z.string(),
      livenessStatus: z.string().nullish().transform((v) => v ?? "UNKNOWN"),
    })
    .nullish()
    .transform((v) => v ?? null),
  assignee: z
    .looseObject({ id: responseIdSchema, fullName: z.string().nullish().transform((v) => v ?? "") })
    .nullish()
    .transform((v) => v ?? null),
  brand: z
    .looseObject({ id: responseIdSchema, name: z.string(), slug: z.string().nullish().transform((v) => v ?? null) })
    .nullish()
    .transform((v) => v ?? null),
});

/**
 * The list answer, normalized: `nextPage` is the opaque `next_page` (or `nextPage`) passed back as
 * received, null on the last page.
 */
export const takedownListSchema = z
  .looseObject({
    takedowns: z.array(takedownSchema),
    next_page: z.union([z.string(), z.number()]).nullish(),
    nextPage: z.union([z.string(), z.number()]).nullish(),
  })
  .transform(({ takedowns, next_page, nextPage }) => {
    const next = next_page ?? nextPage ?? null;
    return { takedowns, nextPage: next === null || next === "" ? null : String(next) };
  });

export type Takedown = z.output<typeof takedownSchema>;
export type TakedownListPage = z.output<typeof takedownListSchema>;
