import { z } from "zod";
import { FEED_PAGE_DEFAULT, FEED_PAGE_MAX } from "./threat-values";

const isoDate = z.iso.datetime({ offset: true, error: "Expected an ISO 8601 date-time" });
const perPage = z
  .string()
  .regex(/^[0-9]{1,4}$/, "per_page must be a number between 1 and 1000")
  .transform(Number)
  .refine((n) => n >= 1 && n <= FEED_PAGE_MAX, "per_page must be a number between 1 and 1000")
  .default(FEED_PAGE_DEFAULT);
/** Both feeds' cursor: the last asset id of the previous page, as sent. */
const nextPage = z.string().regex(/^[1-9][0-9]{0,15}$/, "Invalid next_page: pass back the value of the previous answer unchanged");

/** Query of GET /organization/threats; unknown keys refused. */
export const threatListQuerySchema = z.strictObject({
  slug: z.string().min(1).max(100).optional(),
  updatedSince: isoDate.optional(),
  assetType: z.string().min(1).max(50).optional(),
  per_page: perPage,
  next_page: nextPage.optional(),
});

/** Query of GET /organization/watchlist; unknown keys refused. */
export const watchlistQuerySchema = z.strictObject({
  slug: z.string().min(1).max(100).optional(),
  assetType: z.string().min(1).max(50).optional(),
  query: z.string().max(500).optional(),
  reportedSince: isoDate.optional(),
  reportedUntil: isoDate.optional(),
  includeTotal: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  per_page: perPage,
  next_page: nextPage.optional(),
});
