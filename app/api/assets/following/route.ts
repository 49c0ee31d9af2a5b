// GET /api/assets/following — the assets the user follows and what changed · POST follow · DELETE unfollow · PATCH mark seen

import { followApi, followingApi, followSeenApi, unfollowApi } from "@/lib/api-routes/assets";
import { serve } from "@/lib/bff/serve";
import { follows } from "@/lib/threats/asset-routes";
import { emptyQuerySchema, followBodySchema, followSeenBodySchema } from "@/lib/threats/asset-schemas";

export const GET = serve(followingApi, {
  permission: "read",
  query: emptyQuerySchema,
  call: (_input, ctx) => follows(ctx.principal, ctx.organization, { kind: "list" }),
});

export const POST = serve(followApi, {
  permission: "read",
  body: followBodySchema,
  audit: { action: "asset.follow", target: ({ body }) => `asset:${body.assetId}` },
  call: ({ body }, ctx) => follows(ctx.principal, ctx.organization, { kind: "follow", assetId: body.assetId }),
});

export const DELETE = serve(unfollowApi, {
  permission: "read",
  body: followBodySchema,
  audit: { action: "asset.unfollow", target: ({ body }) => `asset:${body.assetId}` },
  call: ({ body }, ctx) => follows(ctx.principal, ctx.organization, { kind: "unfollow", assetId: body.assetId }),
});

export const PATCH = serve(followSeenApi, {
  permission: "read",
  body: followSeenBodySchema,
  audit: { action: "asset.follow-seen", target: ({ body }) => (body.assetId ? `asset:${body.assetId}` : "every followed asset") },
  call: ({ body }, ctx) => follows(ctx.principal, ctx.organization, { kind: "seen", assetId: body.assetId ?? null }),
});
