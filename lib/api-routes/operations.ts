import { declareRoute } from "@/lib/api/define";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { snapshotBodySchema } from "@/lib/contract/snapshot-request";

/** POST /api/operations/queues/snapshot: the review and takedown queues with age and SLA buckets. */
export const snapshotApi = declareRoute<{ body: typeof snapshotBodySchema }, QueueSnapshot>()({
  method: "POST",
  path: "/api/operations/queues/snapshot",
  key: ["snapshot"],
});
