import "server-only";
import type { Hono } from "hono";
import { pathIdSchema } from "@/lib/contract/ids";
import { reviewRequestBodySchema } from "@/lib/contract/review-request";
import { formatId, type ServiceEnv, readJsonBody, resolveOrganization, ServiceError, validate } from "../context";
import { reviewProposal } from "../store/review-store";
import { findUser } from "../store/users";

export function registerReviewRoutes(app: Hono<ServiceEnv>, options: { reviewLimit: number }): void {
  app.post("/organization/proposals/:proposalId/review", async (c) => {
    const proposalId = pathIdSchema.safeParse(c.req.param("proposalId"));
    if (!proposalId.success) throw new ServiceError(400, "BAD_REQUEST", "proposalId must be an integer greater than 0");
    const body = validate(reviewRequestBodySchema, await readJsonBody(c));
    const { db, now, variant } = c.get("deps");
    const org = resolveOrganization(c, body.slug);
    const caller = c.get("caller");
    const outcome = reviewProposal(db, {
      proposalId: proposalId.data,
      organizationId: org.id,
      reviewerUserId: findUser(db, caller.apiKeyId)?.id ?? null,
      body,
      now: now(),
      limit: options.reviewLimit,
    });
    return c.json({
      proposal: {
        ...outcome.proposal,
        id: formatId(variant, outcome.proposal.id),
        asset: { ...outcome.proposal.asset, id: formatId(variant, outcome.proposal.asset.id) },
      },
      review: { ...outcome.review, id: formatId(variant, outcome.review.id), brandId: formatId(variant, outcome.review.brandId) },
      watchlisted: outcome.watchlisted,
    });
  });
}
