// POST /api/healthchecks/list — the registry of checks and whether each is implemented

import { route } from "@/lib/bff/handler";
import { healthcheckListBodySchema } from "@/lib/contract/healthcheck-request";
import { listHealthchecks } from "@/lib/upstream/healthchecks";

export const POST = route({
  permission: "read",
  wall: true,
  org: "body",
  body: healthcheckListBodySchema,
  call: ({ body }, ctx) => listHealthchecks(ctx.upstream(), body),
});
