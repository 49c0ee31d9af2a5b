import type { z } from "zod";
import { declareRoute } from "@/lib/api/define";
import type { HealthcheckRegistry, HealthcheckResult } from "@/lib/contract/healthcheck";
import type { HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import type { healthcheckListBodySchema } from "@/lib/contract/healthcheck-request";

/** POST /api/healthchecks/list: the service's registry of checks. */
export const healthcheckListApi = declareRoute<{ body: typeof healthcheckListBodySchema }, HealthcheckRegistry>()({
  method: "POST",
  path: "/api/healthchecks/list",
  key: ["healthchecks", "registry"],
});

/** The query key segments of every run of one check. */
export const healthcheckKey = (id: string) => ["healthchecks", "check", id] as const;

/** POST /api/<check's v2 path>: one check, its body checked by the check's own schema (lib/contract/healthcheck-request.ts). */
export function healthcheckApi(check: Pick<HealthcheckDescriptor, "id" | "path">) {
  return declareRoute<{ body: z.ZodType }, HealthcheckResult>()({ method: "POST", path: `/api${check.path}`, key: healthcheckKey(check.id) });
}
