import { z } from "zod";
import { timestampSchema } from "./response-id";

export const KNOWN_HEALTHCHECK_SEVERITIES = ["ok", "warn", "fail"] as const;
export const KNOWN_HEALTHCHECK_CATEGORIES = [
  "detection", "reviewing", "blocklisting", "takedowns", "assets", "organization",
] as const;

/** The checks the service's documentation names: id → path under /healthchecks (both POST). */
export const KNOWN_HEALTHCHECKS = [
  { id: "detections.silent-configs", path: ["detections", "silent-configs"] },
  { id: "reviewing.backlog", path: ["reviewing", "backlog"] },
  { id: "reviewing.old-proposals", path: ["reviewing", "old-proposals"] },
  { id: "takedowns.todo-volume", path: ["takedowns", "todo-volume"] },
  { id: "takedowns.in-progress-volume", path: ["takedowns", "in-progress-volume"] },
  { id: "takedowns.stale-in-progress", path: ["takedowns", "stale-in-progress"] },
  { id: "takedowns.cancelled-count", path: ["takedowns", "cancelled-count"] },
  { id: "takedowns.automation-off", path: ["takedowns", "automation-off"] },
  { id: "assets.dead-asset-spike", path: ["assets", "dead-asset-spike"] },
  { id: "organization.missing-contact-url", path: ["organization", "missing-contact-url"] },
] as const;

export const healthcheckFindingSchema = z.looseObject({
  kind: z.string(),
  ref: z.string(),
  message: z.string(),
  severity: z.string(),
});

/** Section 2.8: the one result shape every healthcheck answers. */
export const healthcheckResultSchema = z.looseObject({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  generatedAt: timestampSchema,
  scope: z.looseObject({ slug: z.string() }),
  ok: z.boolean(),
  severity: z.string(),
  observed: z.record(z.string(), z.unknown()),
  threshold: z.record(z.string(), z.unknown()),
  findings: z.array(healthcheckFindingSchema),
  suggestedAction: z.string(),
  appUrl: z.string(),
});

/** POST /healthchecks/list. Only checks with `implemented: true` are to be called. */
export const healthcheckRegistrySchema = z.looseObject({
  checks: z.array(
    z.looseObject({
      id: z.string(),
      implemented: z.boolean(),
      notImplementedReason: z.string().nullish(),
    }),
  ),
});

export type HealthcheckFinding = z.output<typeof healthcheckFindingSchema>;
export type HealthcheckResult = z.output<typeof healthcheckResultSchema>;
export type HealthcheckRegistry = z.output<typeof healthcheckRegistrySchema>;
export type HealthcheckRegistryEntry = HealthcheckRegistry["checks"][number];

/** `takedowns.stale-in-progress` → `["takedowns", "stale-in-progress"]` (path segments under /healthchecks). */
export function healthcheckPathFromId(id: string): string[] {
  return id.split(".");
}
