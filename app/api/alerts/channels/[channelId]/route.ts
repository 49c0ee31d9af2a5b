// PATCH /api/alerts/channels/:channelId — change a channel (secrets left out are kept while their destination is) · DELETE — remove it
import { deleteChannel, updateChannel } from "@/lib/alerts/channels-store";
import { checkChannelAddress, notFound } from "@/lib/alerts/route-helpers";
import { channelInputSchema } from "@/lib/alerts/rule-schema";
import { deleteChannelApi, updateChannelApi } from "@/lib/api-routes/alerts";
import { ApiError, badRequest } from "@/lib/bff/errors";
import { alertChannelParamsSchema as params } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const PATCH = serve(updateChannelApi, {
  permission: "admin",
  params,
  body: channelInputSchema,
  audit: { action: "alert-channel.update", target: ({ params }) => String(params.channelId) },
  call: async ({ params, body }) => {
    checkChannelAddress(body);
    const updated = await updateChannel(await getDb(), params.channelId, body);
    if (updated === null) throw notFound("channel");
    if (updated === "type-changed") throw new ApiError(409, "CONFLICT", "A channel's type cannot change; add a new channel instead");
    if (updated === "password-needed")
      throw badRequest("Invalid body", [{ message: "Enter the password again for the new host", path: ["body", "secrets", "password"] }]);
    return updated;
  },
});

export const DELETE = serve(deleteChannelApi, {
  permission: "admin",
  params,
  audit: { action: "alert-channel.delete", target: ({ params }) => String(params.channelId) },
  call: async ({ params }) => {
    if (!(await deleteChannel(await getDb(), params.channelId))) throw notFound("channel");
    return new Response(null, { status: 204 });
  },
});
