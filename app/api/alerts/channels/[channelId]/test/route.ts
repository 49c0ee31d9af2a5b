// POST /api/alerts/channels/:channelId/test — send a test notification now and say how it went
import { randomUUID } from "node:crypto";
import { DeliveryError, sendToChannel } from "@/lib/alerts/channels/send";
import { getChannel } from "@/lib/alerts/channels-store";
import { notFound } from "@/lib/alerts/route-helpers";
import { testChannelApi } from "@/lib/api-routes/alerts";
import { ApiError } from "@/lib/bff/errors";
import { alertChannelParamsSchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const POST = serve(testChannelApi, {
  permission: "admin",
  params: alertChannelParamsSchema,
  audit: { action: "alert-channel.test", target: ({ params }) => String(params.channelId) },
  call: async ({ params }) => {
    const channel = await getChannel(await getDb(), params.channelId);
    if (!channel) throw notFound("channel");
    const now = new Date();
    try {
      const detail = await sendToChannel(channel, { kind: "test", at: now.toISOString(), alerts: [] }, `msg_test_${randomUUID().replaceAll("-", "")}`, now);
      return { delivered: true, detail };
    } catch (error) {
      throw new ApiError(422, "CHANNEL_TEST_FAILED", `The test was not delivered: ${error instanceof DeliveryError ? error.message : "sending failed"}`);
    }
  },
});
