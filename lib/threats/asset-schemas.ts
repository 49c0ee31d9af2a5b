import { z } from "zod";
import { tagSchema } from "@/lib/contract/tag";
import { ASSET_LIVENESS, THREAT_STATES } from "@/lib/contract/threat-values";

const isoInstant = z.iso.datetime({ offset: true, error: "Expected an ISO 8601 date and time, e.g. 2026-11-20T12:00:00Z" });
const list = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.split(",").filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length));

/** The /assets filters, shared by the list and its CSV (the page's address carries the same keys). */
export const assetFilterFields = {
  state: list(THREAT_STATES).optional(),
  liveness: list(ASSET_LIVENESS).optional(),
  /** A brand's name or slug, exactly. */
  brand: z.string().trim().min(1).max(200).optional(),
  /** A takedown status as the service sends it, or `none` for assets without a takedown. */
  takedown: z.string().trim().min(1).max(50).optional(),
  /** First reported at or after (inclusive). */
  from: isoInstant.optional(),
  /** First reported before (exclusive). */
  to: isoInstant.optional(),
  q: z.string().trim().min(1).max(500).optional(),
  /** Only assets that reached this step of the funnel (/outcomes opens its lists with it). */
  reached: z.enum(["escalated", "blocked", "submitted", "completed"]).optional(),
  /** Only assets seen turning live again after dead. */
  liveAgain: z.enum(["true"]).optional(),
  /** The console's own marks (lib/marks, kind `asset`): a tag, an assignee (a username), snoozed. */
  tag: tagSchema.optional(),
  assignee: z.string().trim().min(1).max(200).optional(),
  snoozed: z.enum(["true"]).optional(),
  /** Only these assets, by id as text, comma-separated (a report's assets in its panel). */
  ids: z
    .string()
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(200, "An asset id is at most 200 characters")).min(1, "Name at least one asset id").max(50, "At most 50 asset ids"))
    .optional(),
};

export const assetFiltersSchema = z.strictObject(assetFilterFields);

export const assetListQuerySchema = z.strictObject({
  ...assetFilterFields,
  cursor: z.string().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const watchlistViewQuerySchema = z.strictObject({ liveness: list(ASSET_LIVENESS).optional() });

export const emptyQuerySchema = z.strictObject({});

const day = z.iso.date({ error: "Expected a date, YYYY-MM-DD" });
/** The funnel's period: first reported from `from` to `to`, both days included (UTC). */
export const funnelQuerySchema = z
  .strictObject({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: "`from` must not be after `to`", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, { message: "The period is at most 400 days", path: ["from"] });

export type AssetFilters = z.output<typeof assetFiltersSchema>;
export type AssetListQuery = z.output<typeof assetListQuerySchema>;

const assetId = z.string().trim().min(1, "An asset id is required").max(200);
/** Body of POST and DELETE /api/assets/following. */
export const followBodySchema = z.strictObject({ assetId });
/** Body of PATCH /api/assets/following: one asset marked seen, or every followed one. */
export const followSeenBodySchema = z.strictObject({ assetId: assetId.optional() });
