import { z } from "zod";
import { opaquePathIdSchema } from "@/lib/contract/ids";
import { consoleReviewRequestBodySchema } from "@/lib/contract/review-request";
import { tagSchema } from "@/lib/contract/tag";
import { AGE_STATES, SLA_STATES } from "@/lib/triage/queue-order";

/** The organization a page names; empty (or none) is the key's own, as no slug is (lib/contract/organization-key.ts). */
const slug = z.string().trim().max(100).optional();

/** A comma list in the URL (the service's own array style); each item checked by `item`. */
const commaList = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .max(2000)
    .transform((raw) =>
      raw
        .split(",")
        .map((v) => v.trim())
        .filter((v) => v !== ""),
    )
    .pipe(z.array(item).max(100))
    .optional()
    .transform((v) => v ?? []);

export const triageQueueQuerySchema = z.strictObject({
  slug,
  sla: commaList(z.enum(SLA_STATES)),
  age: commaList(z.enum(AGE_STATES)),
  report: z.optional(opaquePathIdSchema),
  proposal: z.optional(opaquePathIdSchema),
  assetType: commaList(z.string().regex(/^[A-Z0-9_]{1,50}$/, "An asset type is upper-case letters, digits and _")),
  brand: commaList(z.string().regex(/^[0-9A-Za-z_-]{1,50}$/, "A brand is given by its id")),
  // The console's marks (lib/marks): a tag, an assignee, or the snoozed proposals instead of the rest.
  tag: tagSchema.optional(),
  assignee: z.string().trim().min(1).max(200, "An assignee is at most 200 characters").optional(),
  snoozed: z.enum(["true"], "snoozed is `true` or absent").optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
});

export const triageOrgQuerySchema = z.strictObject({ slug });

/** Ids are opaque (lib/contract/ids.ts): the proposal's id as text, compared with `String(id)`. */
const proposalIdSchema = opaquePathIdSchema;

export const holdReviewBodySchema = z.strictObject({ proposalId: proposalIdSchema, review: consoleReviewRequestBodySchema });

export const reviewIdParamsSchema = z.strictObject({
  reviewId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

/** Marking a failed review seen by its author. */
export const reviewSeenBodySchema = z.strictObject({ seen: z.literal(true) });

export const claimBodySchema = z.strictObject({ proposalId: proposalIdSchema, takeOver: z.boolean().optional() });

/** The claim routes' body: the proposal, and the organization when the page names one. */
export const claimRouteBodySchema = claimBodySchema.extend({ slug });

/** The hold route's body: the proposal and its review, and the organization when the page names one. */
export const holdReviewRouteBodySchema = holdReviewBodySchema.extend({ slug });

/** A bulk decision's review: each proposal's own asset is put in (`assetId` as sent is replaced). */
const bulkReviewSchema = z.preprocess(
  (value) => (value !== null && typeof value === "object" && !Array.isArray(value) ? { ...value, assetId: "0" } : value),
  consoleReviewRequestBodySchema,
);

/** POST /api/triage/reviews/bulk: one decision on up to 100 proposals. */
export const bulkReviewRouteBodySchema = z.strictObject({
  slug,
  proposalIds: z.array(proposalIdSchema).min(1, "Select at least one proposal").max(100, "At most 100 proposals at once"),
  review: bulkReviewSchema,
  /** Planned for the reviewer to confirm, one by one or together (Today's ten), instead of held for the undo window. */
  planned: z.boolean().optional(),
});

/** POST /api/triage/reviews/confirm: planned reviews confirmed together (each then held for the undo window). */
export const confirmReviewsBodySchema = z.strictObject({
  slug,
  ids: z.array(reviewIdParamsSchema.shape.reviewId).min(1, "Name at least one planned review").max(100, "At most 100 planned reviews at once"),
});

/** DELETE /api/triage/reviews/bulk: a bulk decision's held reviews undone together, in one request. */
export const undoReviewsBodySchema = z.strictObject({
  slug,
  ids: z.array(reviewIdParamsSchema.shape.reviewId).min(1, "Name at least one held review").max(100, "At most 100 held reviews at once"),
});
