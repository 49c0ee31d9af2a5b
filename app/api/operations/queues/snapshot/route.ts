// POST /api/operations/queues/snapshot — review and takedown queue snapshot with age and SLA buckets

import { route } from "@/lib/bff/handler";
import { snapshotWithHistory } from "@/lib/bff/queue-history";
import { snapshotBodySchema } from "@/lib/contract/snapshot-request";

export const POST = route({
  permission: "read",
  wall: true,
  org: "body",
  body: snapshotBodySchema,
  call: ({ body }, ctx) => snapshotWithHistory(ctx.upstream(), body),
});
