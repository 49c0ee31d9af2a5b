import "server-only";
import type { Hono } from "hono";
import { pathIdSchema } from "@/lib/contract/ids";
import { reviewRequestBodySchema } from "@/lib/contract/review-request";
import { formatId, readJsonBody, resolveOrganization, type ServiceEnv, ServiceError, type Variant, validate } from "../context";
import { readSparseProposalId, sparseProposalId } from "../sparse";
import { reviewProposal } from "../store/review-store";
import { findUser } from "../store/users";

/** The path's proposal id in the dialect's own form: a positive integer, or in `sparse` only the `prop_…` it hands out. */
function readProposalId(variant: Variant, raw: string): number {
  if (variant === "sparse") {
    const id = readSparseProposalId(raw);
    if (id === null) throw new ServiceError(400, "BAD_REQUEST", "proposalId must be a proposal id as listed (prop_…)");
    return id;
  }
  const parsed = pathIdSchema.safeParse(raw);
  if (!parsed.success) throw new ServiceError(400, "BAD_REQUEST", "proposalId must be an integer greater than 0");
  return parsed.data;
}

export function registerReviewRoutes(app: Hono<ServiceEnv>, options: { reviewLimit: number }): void {
  app.post("/organization/proposals/:proposalId/review", async (c) => {
    const { db, now, variant } = c.get("deps");
    const proposalId = readProposalId(variant, c.req.param("proposalId"));
    const body = validate(reviewRequestBodySchema, await readJsonBody(c));
    const org = resolveOrganization(c, body.slug);
    const caller = c.get("caller");
    const outcome = reviewProposal(db, {
      proposalId,
      organizationId: org.id,
      reviewerUserId: findUser(db, caller.apiKeyId)?.id ?? null,
      body,
      now: now(),
      limit: options.reviewLimit,
    });
    // An approval blocks the asset: the service tells its webhooks of the new status.
    if (outcome.proposal.reviewStatus === "APPROVED") {
      const asset = outcome.proposal.asset;
      c.get("deps").webhooks.emit(org.id, {
        type: "asset.status-updated",
        data: { asset_id: formatId(variant, asset.id), type: asset.type, content: asset.content, status: asset.status },
      });
    }
    return c.json({
      proposal: {
        ...outcome.proposal,
        id: variant === "sparse" ? sparseProposalId(outcome.proposal.id) : formatId(variant, outcome.proposal.id),
        asset: { ...outcome.proposal.asset, id: formatId(variant, outcome.proposal.asset.id) },
      },
      review: { ...outcome.review, id: formatId(variant, outcome.review.id), brandId: formatId(variant, outcome.review.brandId) },
      watchlisted: outcome.watchlisted,
    });
  });
}
