import { z } from "zod";
import { assetSummarySchema } from "./report";
import { responseIdSchema, timestampSchema } from "./response-id";

export const KNOWN_REVIEW_DECISIONS = ["APPROVE", "REJECT", "WATCHLIST"] as const;

/** A field that only some decisions carry: absent and null both read as null. */
const conditional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/**
 * POST /organization/proposals/{proposalId}/review (the service's documentation). A watchlist is stored as
 * `decision: "REJECT"` with `watchlisted: true`.
 */
export const reviewResultSchema = z.looseObject({
  proposal: z.looseObject({
    id: responseIdSchema,
    reviewStatus: z.string(),
    asset: assetSummarySchema,
  }),
  review: z.looseObject({
    id: responseIdSchema,
    decision: z.string(),
    label: conditional(z.string()),
    brandId: conditional(responseIdSchema),
    comment: conditional(z.string()),
    createdAt: timestampSchema,
  }),
  watchlisted: z.boolean(),
});

export type ReviewResult = z.output<typeof reviewResultSchema>;
