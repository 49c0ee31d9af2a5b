// GET /api/saved-views — a page's views with their counts · POST — save the current filters as a view
import { createSavedViewApi, savedViewsApi } from "@/lib/api-routes/saved-views";
import { serve } from "@/lib/bff/serve";
import { storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { newSavedViewBodySchema, savedViewsQuerySchema } from "@/lib/saved-views/schemas";
import { checkMayShare, savedViewsOverview, userOf } from "@/lib/saved-views/service";
import { createView } from "@/lib/saved-views/store";

export const GET = serve(savedViewsApi, {
  permission: "read",
  org: "query",
  query: savedViewsQuerySchema,
  call: ({ query }, ctx) => savedViewsOverview(ctx.upstream, ctx.organization, query.page, userOf(ctx.principal)),
});

export const POST = serve(createSavedViewApi, {
  permission: "read",
  org: "body",
  body: newSavedViewBodySchema,
  audit: { action: "saved-view.create", target: ({ body }) => `${body.page}: ${body.name}` },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    const user = userOf(ctx.principal);
    checkMayShare(user, body.shared);
    const place = { organization: storageKeyOf(ctx.organization), page: body.page };
    return { view: await createView(await getDb(), place, body, { id: user.userId, name: user.username }) };
  },
});
