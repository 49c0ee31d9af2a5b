// POST /api/operations/queues/snapshot — review and takedown queue snapshot with age and SLA buckets
import { snapshotBodySchema } from "@/lib/contract/snapshot-request";
import { route } from "@/lib/bff/handler";
import { snapshotWithHistory } from "@/lib/bff/queue-history";

export const POST = route({
  permission: "read",
  wall: true,
  org: "body",
  body: snapshotBodySchema,
  call: ({ body }, ctx) => snapshotWithHistory(ctx.upstream(), body),
});
