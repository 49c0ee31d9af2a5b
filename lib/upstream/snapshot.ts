import "server-only";
import { type QueueSnapshot, queueSnapshotSchema } from "@/lib/contract/snapshot";
import type { SnapshotBodyInput } from "@/lib/contract/snapshot-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** POST /operations/queues/snapshot (coalesced and reused for the client's reuse window). */
export async function getQueueSnapshot(client: UpstreamClient, body: SnapshotBodyInput = {}, opts: CallOptions = {}): Promise<QueueSnapshot> {
  const { data } = await client.request({
    method: "POST",
    path: ["operations", "queues", "snapshot"],
    body,
    idempotent: true,
    coalesce: true,
    schema: queueSnapshotSchema,
    ...opts,
  });
  // Whose snapshot it is, when the service did not say: the one asked for (still named in `notSent`).
  if (data.scope.slug === null && body.slug) return { ...data, scope: { ...data.scope, slug: body.slug } };
  return data;
}
