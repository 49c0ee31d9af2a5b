import "server-only";
import { healthcheckApi } from "@/lib/api-routes/healthchecks";
import { serve } from "@/lib/bff/serve";
import { HEALTHCHECKS } from "@/lib/contract/healthcheck-request";
import { runHealthcheck } from "@/lib/upstream/healthchecks";

/** The declaration of one healthcheck proxy route: its own body schema, its own fixed upstream path. */
export function healthcheckRoute(id: string) {
  const check = HEALTHCHECKS.find((c) => c.id === id);
  if (!check) throw new Error(`Unknown healthcheck ${id}`);
  return serve(healthcheckApi(check), {
    permission: "read",
    wall: true,
    org: "body",
    body: check.bodySchema,
    call: ({ body }, ctx) => runHealthcheck(ctx.upstream(), check.path, body),
  });
}
