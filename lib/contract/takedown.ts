import { z } from "zod";
import { responseIdSchema, timestampSchema } from "./response-id";

/**
 * One takedown of POST /takedowns/list. Tolerant: ids as number or numeric string, statuses and
 * types as any string (unknown ones are shown as they come), optional parts as null or absent.
 */
export const takedownSchema = z.looseObject({
  id: responseIdSchema,
  status: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
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
