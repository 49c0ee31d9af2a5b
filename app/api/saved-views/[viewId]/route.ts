// PATCH /api/saved-views/:viewId — rename, update from the current filters, or share · DELETE — delete it
import { changeSavedViewApi, deleteSavedViewApi } from "@/lib/api-routes/saved-views";
import { forbidden, refusal } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { savedViewParamsSchema as params, savedViewChangeBodySchema } from "@/lib/saved-views/schemas";
import { canEditView, changeSavedView, editRefusal, userOf, visibleView } from "@/lib/saved-views/service";
import { deleteView } from "@/lib/saved-views/store";

export const PATCH = serve(changeSavedViewApi, {
  permission: "read",
  params,
  body: savedViewChangeBodySchema,
  audit: {
    action: ({ body }) => (body.state === undefined && body.shared === undefined ? "saved-view.rename" : "saved-view.update"),
    target: ({ params }) => params.viewId,
  },
  call: async ({ params, body }, ctx) => ({ view: await changeSavedView(ctx.organization, params.viewId, userOf(ctx.principal), body) }),
});

export const DELETE = serve(deleteSavedViewApi, {
  permission: "read",
  params,
  audit: { action: "saved-view.delete", target: ({ params }) => params.viewId },
  call: async ({ params }, ctx) => {
    const user = userOf(ctx.principal);
    const view = await visibleView(ctx.organization, params.viewId, user);
    if (!canEditView(user, view)) throw forbidden(editRefusal(view));
    if (!(await deleteView(await getDb(), storageKeyOf(ctx.organization), view.id))) throw refusal(404, "No saved view with this id");
    return new Response(null, { status: 204 });
  },
});
