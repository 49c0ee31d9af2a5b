// GET /api/triage/claims — who holds which proposal now (the console store only); POST — claim (or renew the claim on) the proposal being looked at; DELETE — let it go
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";
import { claimBodySchema, triageOrgQuerySchema } from "@/lib/bff/triage-schemas";
import { claimTriageProposal, releaseTriageClaim, triageClaimsView } from "@/lib/triage/triage-service";

const body = claimBodySchema.extend({ slug: triageOrgQuerySchema.shape.slug });

function userOf(principal: unknown): string {
  const user = principal as { kind?: string; username?: string } | null;
  if (user?.kind !== "user" || !user.username) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can claim");
  return user.username;
}

export const GET = route({
  permission: "read",
  org: "query",
  query: triageOrgQuerySchema,
  call: ({ query }, ctx) => triageClaimsView(query.slug, ctx.principal?.kind === "user" ? ctx.principal.username : ""),
});

export const POST = route({
  permission: "review",
  org: "body",
  body,
  call: ({ body }, ctx) => claimTriageProposal(body.slug, body.proposalId, userOf(ctx.principal), body.takeOver ?? false),
});

export const DELETE = route({
  permission: "review",
  org: "body",
  body,
  call: ({ body }, ctx) => releaseTriageClaim(body.slug, body.proposalId, userOf(ctx.principal)),
});
