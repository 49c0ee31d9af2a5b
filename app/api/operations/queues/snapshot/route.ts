// POST /api/operations/queues/snapshot — review and takedown queue snapshot with age and SLA buckets
import { snapshotBodySchema } from "@/lib/contract/snapshot-request";
import { route } from "@/lib/bff/handler";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";

export const POST = route({
  permission: "read",
  wall: true,
  org: "body",
  body: snapshotBodySchema,
  call: ({ body }, ctx) => getQueueSnapshot(ctx.upstream(), body),
});
