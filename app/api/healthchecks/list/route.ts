// POST /api/healthchecks/list — the registry of checks and whether each is implemented

import { healthcheckListApi } from "@/lib/api-routes/healthchecks";
import { serve } from "@/lib/bff/serve";
import { healthcheckListBodySchema } from "@/lib/contract/healthcheck-request";
import { listHealthchecks } from "@/lib/upstream/healthchecks";

export const POST = serve(healthcheckListApi, {
  permission: "read",
  wall: true,
  org: "body",
  body: healthcheckListBodySchema,
  call: ({ body }, ctx) => listHealthchecks(ctx.upstream(), body),
});
