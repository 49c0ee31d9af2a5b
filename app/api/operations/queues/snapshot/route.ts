// POST /api/operations/queues/snapshot — review and takedown queue snapshot with age and SLA buckets

import { snapshotApi } from "@/lib/api-routes/operations";
import { serve } from "@/lib/bff/serve";
import { snapshotBodySchema } from "@/lib/contract/snapshot-request";
import { snapshotWithHistory } from "@/lib/history/snapshot-history";

export const POST = serve(snapshotApi, {
  permission: "read",
  wall: true,
  org: "body",
  body: snapshotBodySchema,
  call: ({ body }, ctx) => snapshotWithHistory(ctx.upstream(), body),
});
