import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { reachableOrganizations } from "@/lib/upstream/organizations";
import { subscribeLive } from "./bus";
import { liveStream } from "./stream";

/**
 * The event stream as a Response. `no-transform` keeps a compressing proxy (and Next's own
 * compression) from buffering it; `X-Accel-Buffering: no` does the same for nginx.
 */
export async function liveResponse(principal: Principal, signal: AbortSignal): Promise<Response> {
  const body = liveStream({
    principal,
    signal,
    subscribe: subscribeLive,
    reachable: async () => new Set((await reachableOrganizations()).map((o) => o.slug)),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
