// POST /api/alerts/channels — add a notification channel (a generated signing secret is answered once, never again)
import { createChannel } from "@/lib/alerts/channels-store";
import { checkChannelAddress, checkNewChannel } from "@/lib/alerts/route-helpers";
import { channelInputSchema } from "@/lib/alerts/rule-schema";
import { createChannelApi } from "@/lib/api-routes/alerts";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const POST = serve(createChannelApi, {
  permission: "admin",
  body: channelInputSchema,
  audit: { action: "alert-channel.create", target: ({ body }) => body.name },
  successStatus: 201,
  call: async ({ body }) => {
    checkNewChannel(body);
    checkChannelAddress(body);
    return createChannel(await getDb(), body);
  },
});
