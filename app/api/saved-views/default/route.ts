// POST /api/saved-views/default — the caller's own default view of a page, or none (the team's default applies again)
import { myDefaultViewApi } from "@/lib/api-routes/saved-views";
import { refusal } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { myDefaultViewBodySchema } from "@/lib/saved-views/schemas";
import { userOf, visibleView } from "@/lib/saved-views/service";
import { setMyDefault } from "@/lib/saved-views/store";

export const POST = serve(myDefaultViewApi, {
  permission: "read",
  org: "body",
  body: myDefaultViewBodySchema,
  call: async ({ body }, ctx) => {
    const user = userOf(ctx.principal);
    if (body.viewId !== null && (await visibleView(ctx.organization, body.viewId, user)).page !== body.page)
      throw refusal(404, "No saved view with this id on this page");
    await setMyDefault(await getDb(), { organization: storageKeyOf(ctx.organization), page: body.page }, user.userId, body.viewId);
    return { myDefaultId: body.viewId };
  },
});
