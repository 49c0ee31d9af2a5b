// PATCH /api/alerts/channels/:channelId — change a channel (secrets left out are kept) · DELETE — remove it
import { z } from "zod";
import { deleteChannel, updateChannel } from "@/lib/alerts/channels-store";
import { notFound } from "@/lib/alerts/route-helpers";
import { channelInputSchema, idParam } from "@/lib/alerts/rule-schema";
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";
import { getDb } from "@/lib/db";

const params = z.strictObject({ channelId: idParam });

export const PATCH = route({
  permission: "admin",
  params,
  body: channelInputSchema,
  audit: { action: "alert-channel.update", target: ({ params }) => String(params.channelId) },
  call: async ({ params, body }) => {
    const channel = await updateChannel(await getDb(), params.channelId, body);
    if (channel === null) throw notFound("channel");
    if (channel === "type-changed") throw new ApiError(409, "CONFLICT", "A channel's type cannot change; add a new channel instead");
    return { channel };
  },
});

export const DELETE = route({
  permission: "admin",
  params,
  audit: { action: "alert-channel.delete", target: ({ params }) => String(params.channelId) },
  call: async ({ params }) => {
    if (!(await deleteChannel(await getDb(), params.channelId))) throw notFound("channel");
    return new Response(null, { status: 204 });
  },
});
