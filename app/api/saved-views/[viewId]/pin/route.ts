// POST /api/saved-views/:viewId/pin — pin a shared view as the team's default of its page, or unpin it (admins)
import { pinSavedViewApi } from "@/lib/api-routes/saved-views";
import { refusal } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { savedViewParamsSchema as params, savedViewPinBodySchema } from "@/lib/saved-views/schemas";
import { userOf, visibleView } from "@/lib/saved-views/service";
import { pinView } from "@/lib/saved-views/store";

export const POST = serve(pinSavedViewApi, {
  permission: "admin",
  params,
  body: savedViewPinBodySchema,
  audit: { action: ({ body }) => (body.pinned ? "saved-view.pin" : "saved-view.unpin"), target: ({ params }) => params.viewId },
  call: async ({ params, body }, ctx) => {
    const view = await visibleView(ctx.organization, params.viewId, userOf(ctx.principal));
    if (body.pinned && !view.shared) throw refusal(409, "Only a shared view can be the team's default");
    const place = { organization: storageKeyOf(ctx.organization), page: view.page };
    if (body.pinned) await pinView(await getDb(), place, view.id);
    else if (view.pinned) await pinView(await getDb(), place, null);
    return { pinned: body.pinned };
  },
});
