// GET /api/live — server-sent events telling this tab what to refresh (lib/live, docs/architecture.md "Live updates")
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { liveResponse } from "@/lib/live/live-response";

export const GET = route({
  permission: "read",
  // The wall screen refreshes its snapshot and alerts on the same stream.
  wall: true,
  // `?probe=1`: whether a stream would be admitted now (204, or the 429 it would get), opening none.
  // The tab asks after its EventSource failed to open, since an EventSource hides the status.
  query: z.strictObject({ probe: z.literal("1").optional() }),
  call: ({ query }, ctx) => liveResponse(ctx.principal!, ctx.request.signal, { probe: query.probe === "1" }),
});
