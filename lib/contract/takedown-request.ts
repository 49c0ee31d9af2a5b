import { z } from "zod";
import { ASSET_TYPES } from "./asset-types";
import { LIVENESS_STATUSES, TAKEDOWN_PAGE_SIZE_MAX, TAKEDOWN_SORT_KEYS, TAKEDOWN_STATUSES } from "./takedown-values";

const isoDate = z.iso.datetime({ offset: true, error: "Expected an ISO 8601 date-time" });

/** Body of POST /takedowns/list: every field optional, unknown keys refused. */
export const takedownListBodySchema = z.strictObject({
  slug: z.string().min(1).max(100).optional(),
  query: z.string().trim().max(500, "query must be at most 500 characters").optional(),
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  assetType: z.array(z.enum(ASSET_TYPES)).max(ASSET_TYPES.length).optional(),
  takedownStatus: z.array(z.enum(TAKEDOWN_STATUSES)).max(TAKEDOWN_STATUSES.length).optional(),
  livenessStatus: z.array(z.enum(LIVENESS_STATUSES)).max(LIVENESS_STATUSES.length).optional(),
  sorting: z
    .array(z.strictObject({ key: z.enum(TAKEDOWN_SORT_KEYS), direction: z.enum(["asc", "desc"]) }))
    .max(2)
    .optional(),
  per_page: z
    .number({ error: "per_page must be a number" })
    .int("per_page must be an integer")
    .min(1, "per_page must be between 1 and 100")
    .max(TAKEDOWN_PAGE_SIZE_MAX, "per_page must be between 1 and 100")
    .optional(),
  next_page: z.string().min(1).max(500).optional(),
});

export type TakedownListBody = z.output<typeof takedownListBodySchema>;
export type TakedownListBodyInput = z.input<typeof takedownListBodySchema>;
