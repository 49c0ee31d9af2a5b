// GET /api/triage/claims — who holds which proposal now (the console store only); POST — claim (or renew the claim on) the proposal being looked at; DELETE — let it go

import { claimProposalApi, releaseClaimApi, triageClaimsApi } from "@/lib/api-routes/triage";
import { clientAddress } from "@/lib/bff/client-address";
import { ApiError } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { claimRouteBodySchema as body, triageOrgQuerySchema } from "@/lib/triage/triage-schemas";
import { claimTriageProposal, releaseTriageClaim, triageClaimsView } from "@/lib/triage/triage-service";

function userOf(principal: unknown): string {
  const user = principal as { kind?: string; username?: string } | null;
  if (user?.kind !== "user" || !user.username) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can claim");
  return user.username;
}

export const GET = serve(triageClaimsApi, {
  permission: "read",
  org: "query",
  query: triageOrgQuerySchema,
  call: (_input, ctx) => triageClaimsView(ctx.organization, ctx.principal?.kind === "user" ? ctx.principal.username : ""),
});

export const POST = serve(claimProposalApi, {
  permission: "review",
  org: "body",
  body,
  call: ({ body }, ctx) =>
    claimTriageProposal(
      ctx.organization,
      body.proposalId,
      {
        username: userOf(ctx.principal),
        role: ctx.principal?.kind === "user" ? ctx.principal.role : null,
        requestId: ctx.requestId,
        ip: clientAddress(ctx.request),
      },
      body.takeOver ?? false,
    ),
});

export const DELETE = serve(releaseClaimApi, {
  permission: "review",
  org: "body",
  body,
  call: ({ body }, ctx) => releaseTriageClaim(ctx.organization, body.proposalId, userOf(ctx.principal)),
});
