import { z } from "zod";
import {
  AUTOMATION_OFF_PARAMETERS,
  BACKLOG_PARAMETERS,
  CANCELLED_COUNT_PARAMETERS,
  DEAD_ASSET_SPIKE_PARAMETERS,
  HEALTHCHECK_CATALOG,
  type HealthcheckDescriptor,
  type HealthcheckParameter,
  IN_PROGRESS_VOLUME_PARAMETERS,
  OLD_PROPOSALS_PARAMETERS,
  SILENT_CONFIGS_PARAMETERS,
  STALE_IN_PROGRESS_PARAMETERS,
  TODO_VOLUME_PARAMETERS,
  type Unit,
} from "./healthcheck-catalog";

export type { HealthcheckDescriptor, HealthcheckParameter } from "./healthcheck-catalog";

/**
 * Request bodies of the ten healthchecks (POST /healthchecks/<category>/<name>), built from the
 * parameters of `healthcheck-catalog.ts`; the catalog with these schemas declares the proxy routes. Every body is a strict object; every
 * number is positive, finite and bounded (so a cutoff instant can always be computed), and a
 * fail threshold must be at least its warn threshold (after defaults are applied).
 */

const MAX_HOURS = 24 * 365 * 100;
const MAX_DAYS = 365 * 100;
const MAX_COUNT = 1_000_000_000;
const MAX_MULTIPLIER = 1_000_000;

const MAX_BY_UNIT: Record<Unit, number> = {
  hours: MAX_HOURS,
  days: MAX_DAYS,
  count: MAX_COUNT,
  multiplier: MAX_MULTIPLIER,
};

const slugSchema = z.string().min(1).max(100);

function numberParam(p: HealthcheckParameter) {
  return z
    .number({ error: `${p.name} must be a number` })
    .positive(`${p.name} must be greater than 0`)
    .max(MAX_BY_UNIT[p.unit], `${p.name} must be at most ${MAX_BY_UNIT[p.unit]}`)
    .default(p.default);
}

type BodyOf<Ps extends readonly HealthcheckParameter[]> = { slug?: string } & {
  [K in Ps[number]["name"]]: number;
};
type BodyInputOf<Ps extends readonly HealthcheckParameter[]> = { slug?: string } & {
  [K in Ps[number]["name"]]?: number;
};

/** Builds a strict body schema from parameter descriptors; `ordered` pairs are [lower, upper] names. */
function bodySchema<const Ps extends readonly HealthcheckParameter[]>(
  params: Ps,
  ordered: readonly (readonly [Ps[number]["name"], Ps[number]["name"]])[] = [],
): z.ZodType<BodyOf<Ps>, BodyInputOf<Ps>> {
  const shape: Record<string, z.ZodType> = { slug: slugSchema.optional() };
  for (const p of params) shape[p.name] = numberParam(p);
  return z.strictObject(shape).superRefine((value, ctx) => {
    const v = value as Record<string, number>;
    for (const [lower, upper] of ordered) {
      if (v[upper] < v[lower]) {
        ctx.addIssue({
          code: "custom",
          path: [upper],
          message: `${upper} must be greater than or equal to ${lower}`,
        });
      }
    }
  }) as unknown as z.ZodType<BodyOf<Ps>, BodyInputOf<Ps>>;
}

const WARN_FAIL = [["warnThreshold", "failThreshold"]] as const satisfies readonly (readonly [string, string])[];

export const silentConfigsBodySchema = bodySchema(SILENT_CONFIGS_PARAMETERS, WARN_FAIL);
export const backlogBodySchema = bodySchema(BACKLOG_PARAMETERS, WARN_FAIL);
export const oldProposalsBodySchema = bodySchema(OLD_PROPOSALS_PARAMETERS, [["warnAgeHours", "failAgeHours"]]);
export const todoVolumeBodySchema = bodySchema(TODO_VOLUME_PARAMETERS, WARN_FAIL);
export const inProgressVolumeBodySchema = bodySchema(IN_PROGRESS_VOLUME_PARAMETERS, WARN_FAIL);
export const staleInProgressBodySchema = bodySchema(STALE_IN_PROGRESS_PARAMETERS, WARN_FAIL);
export const cancelledCountBodySchema = bodySchema(CANCELLED_COUNT_PARAMETERS, WARN_FAIL);
export const automationOffBodySchema = bodySchema(AUTOMATION_OFF_PARAMETERS, [["warnAfterDays", "failAfterDays"]]);
export const deadAssetSpikeBodySchema = bodySchema(DEAD_ASSET_SPIKE_PARAMETERS, [["multiplier", "failMultiplier"]]);
export const missingContactUrlBodySchema = bodySchema([] as const);

export type SilentConfigsBody = z.output<typeof silentConfigsBodySchema>;
export type BacklogBody = z.output<typeof backlogBodySchema>;
export type OldProposalsBody = z.output<typeof oldProposalsBodySchema>;
export type TodoVolumeBody = z.output<typeof todoVolumeBodySchema>;
export type InProgressVolumeBody = z.output<typeof inProgressVolumeBodySchema>;
export type StaleInProgressBody = z.output<typeof staleInProgressBodySchema>;
export type CancelledCountBody = z.output<typeof cancelledCountBodySchema>;
export type AutomationOffBody = z.output<typeof automationOffBodySchema>;
export type DeadAssetSpikeBody = z.output<typeof deadAssetSpikeBodySchema>;
export type MissingContactUrlBody = z.output<typeof missingContactUrlBodySchema>;

/** Body of POST /healthchecks/list (nothing but an optional organization selector). */
export const healthcheckListBodySchema = z.strictObject({ slug: slugSchema.optional() });

export type HealthcheckDefinition = HealthcheckDescriptor & { bodySchema: z.ZodType };

const BODY_SCHEMAS: Record<string, z.ZodType> = {
  "detections.silent-configs": silentConfigsBodySchema,
  "reviewing.backlog": backlogBodySchema,
  "reviewing.old-proposals": oldProposalsBodySchema,
  "takedowns.todo-volume": todoVolumeBodySchema,
  "takedowns.in-progress-volume": inProgressVolumeBodySchema,
  "takedowns.stale-in-progress": staleInProgressBodySchema,
  "takedowns.cancelled-count": cancelledCountBodySchema,
  "takedowns.automation-off": automationOffBodySchema,
  "assets.dead-asset-spike": deadAssetSpikeBodySchema,
  "organization.missing-contact-url": missingContactUrlBodySchema,
};

/** The catalog's checks, each with the strict body schema its route applies. */
export const HEALTHCHECKS: readonly HealthcheckDefinition[] = HEALTHCHECK_CATALOG.map((check) => ({ ...check, bodySchema: BODY_SCHEMAS[check.id]! }));

/** The body schema of a catalog check. */
export function bodySchemaOf(check: Pick<HealthcheckDescriptor, "id">): z.ZodType {
  const schema = BODY_SCHEMAS[check.id];
  if (!schema) throw new Error(`No body schema for healthcheck ${check.id}`);
  return schema;
}
