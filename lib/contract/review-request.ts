import { z } from "zod";
import { numericIdSchema, opaqueIdSchema } from "./ids";

export const APPROVE_LABELS = [
  "Brand Impersonation",
  "Employee Impersonation",
  "Fake Employee",
  "Targeting Org Users",
  "General Phishing",
  "C2 Server",
  "False Positive",
] as const;
/** Labels that name a brand of the organization, so they need `brandId`. */
export const BRAND_LABELS: readonly string[] = ["Brand Impersonation", "Employee Impersonation"];
export const REJECT_REASONS = ["irrelevant", "no_malicious_activity", "insufficient_evidence", "not_targeting_org", "decayed"] as const;
export const WATCHLIST_REASONS = ["DEAD", "PARKING", "NOT_ENOUGH_EVIDENCE", "OTHER"] as const;

type IdField = typeof numericIdSchema | typeof opaqueIdSchema;

/** The review body with ids read by `id`: normalized to numbers (service) or kept as received (console). */
function reviewBodySchemaWith<I extends IdField>(id: I) {
  const common = {
    assetId: id,
    slug: z.string().min(1).max(100).optional(),
    comment: z.string().trim().max(2000).optional(),
  };

  const approveSchema = z
    .strictObject({
      ...common,
      decision: z.literal("APPROVE"),
      label: z.enum(APPROVE_LABELS, "label is required for APPROVE and must be one of the listed labels"),
      brandId: z.optional(id),
    })
    .superRefine((body, ctx) => {
      if (BRAND_LABELS.includes(body.label) && body.brandId === undefined) {
        ctx.addIssue({ code: "custom", path: ["brandId"], message: `brandId is required for the label ${body.label}` });
      }
    });

  const rejectSchema = z.strictObject({
    ...common,
    decision: z.literal("REJECT"),
    rejectReason: z.enum(REJECT_REASONS, "rejectReason is required for REJECT and must be one of the listed reasons"),
  });

  const watchlistSchema = z
    .strictObject({
      ...common,
      decision: z.literal("WATCHLIST"),
      watchlistReason: z.enum(WATCHLIST_REASONS, "watchlistReason is required for WATCHLIST and must be one of the listed reasons"),
      note: z.string().trim().max(2000).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.watchlistReason === "OTHER" && !body.note) {
        ctx.addIssue({ code: "custom", path: ["note"], message: "note is required when watchlistReason is OTHER" });
      }
    });

  return z.discriminatedUnion("decision", [approveSchema, rejectSchema, watchlistSchema], {
    error: "decision is required and must be APPROVE, REJECT or WATCHLIST",
  });
}

/**
 * Body of POST /organization/proposals/{proposalId}/review, discriminated by `decision`, as the
 * service reads it: ids normalized to numbers (what it stores and compares).
 */
export const reviewRequestBodySchema = reviewBodySchemaWith(numericIdSchema);

export type ReviewRequestBody = z.output<typeof reviewRequestBodySchema>;

/**
 * The same rules as the console's /api route checks them: `assetId` and `brandId` are any id the
 * service may send (lib/contract/ids.ts) and stay exactly as received (a numeric string stays a
 * string, "ast_9" stays "ast_9"): the console sends back what the service gave, although the
 * service's description calls `assetId` a number.
 */
export const consoleReviewRequestBodySchema = reviewBodySchemaWith(opaqueIdSchema);

export type ConsoleReviewRequestBody = z.output<typeof consoleReviewRequestBodySchema>;
