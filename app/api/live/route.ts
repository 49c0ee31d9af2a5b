// GET /api/live — server-sent events telling this tab what to refresh (lib/live, docs/architecture.md "Live updates")
import { route } from "@/lib/bff/handler";
import { liveResponse } from "@/lib/live/live-response";

export const GET = route({
  permission: "read",
  // The wall screen refreshes its snapshot and alerts on the same stream.
  wall: true,
  call: (_input, ctx) => liveResponse(ctx.principal!, ctx.request.signal),
});
