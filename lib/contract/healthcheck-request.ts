import { z } from "zod";

/**
 * Request bodies of the ten healthchecks (POST /healthchecks/<category>/<name>) and the
 * registry the console uses to declare its proxy routes. Every body is a strict object; every
 * number is positive, finite and bounded (so a cutoff instant can always be computed), and a
 * fail threshold must be at least its warn threshold (after defaults are applied).
 */

const MAX_HOURS = 24 * 365 * 100;
const MAX_DAYS = 365 * 100;
const MAX_COUNT = 1_000_000_000;
const MAX_MULTIPLIER = 1_000_000;

type Unit = "hours" | "days" | "count" | "multiplier";
const MAX_BY_UNIT: Record<Unit, number> = {
  hours: MAX_HOURS,
  days: MAX_DAYS,
  count: MAX_COUNT,
  multiplier: MAX_MULTIPLIER,
};

export type HealthcheckParameter<N extends string = string> = {
  name: N;
  type: "number";
  unit: Unit;
  default: number;
  description: string;
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

const P = {
  warnThreshold: (def: number, what: string): HealthcheckParameter<"warnThreshold"> => ({
    name: "warnThreshold",
    type: "number",
    unit: "count",
    default: def,
    description: `Number of ${what} at which the result becomes warn.`,
  }),
  failThreshold: (def: number, what: string): HealthcheckParameter<"failThreshold"> => ({
    name: "failThreshold",
    type: "number",
    unit: "count",
    default: def,
    description: `Number of ${what} at which the result becomes fail.`,
  }),
  num: <N extends string>(name: N, unit: Unit, def: number, description: string): HealthcheckParameter<N> => ({
    name,
    type: "number",
    unit,
    default: def,
    description,
  }),
};

const WARN_FAIL = [["warnThreshold", "failThreshold"]] as const satisfies readonly (readonly [string, string])[];

export const SILENT_CONFIGS_PARAMETERS = [
  P.num("silentDays", "days", 7, "An enabled config with no detection for this many days is silent."),
  P.warnThreshold(1, "silent configs"),
  P.failThreshold(3, "silent configs"),
] as const;
export const BACKLOG_PARAMETERS = [
  P.warnThreshold(50, "pending proposals awaiting the organization"),
  P.failThreshold(200, "pending proposals awaiting the organization"),
] as const;
export const OLD_PROPOSALS_PARAMETERS = [
  P.num("warnAgeHours", "hours", 168, "A pending proposal at least this old is a warn finding."),
  P.num("failAgeHours", "hours", 336, "A pending proposal at least this old is a fail finding."),
] as const;
export const TODO_VOLUME_PARAMETERS = [
  P.warnThreshold(50, "TODO takedowns"),
  P.failThreshold(150, "TODO takedowns"),
] as const;
export const IN_PROGRESS_VOLUME_PARAMETERS = [
  P.warnThreshold(50, "IN_PROGRESS takedowns"),
  P.failThreshold(150, "IN_PROGRESS takedowns"),
] as const;
export const STALE_IN_PROGRESS_PARAMETERS = [
  P.num("staleThresholdHours", "hours", 168, "A takedown IN_PROGRESS at least this long is stale."),
  P.warnThreshold(1, "stale takedowns"),
  P.failThreshold(5, "stale takedowns"),
] as const;
export const CANCELLED_COUNT_PARAMETERS = [
  P.num("lookbackDays", "days", 30, "Counts takedowns cancelled within this many days."),
  P.warnThreshold(5, "cancelled takedowns"),
  P.failThreshold(20, "cancelled takedowns"),
] as const;
export const AUTOMATION_OFF_PARAMETERS = [
  P.num("warnAfterDays", "days", 30, "Automated takedowns off for at least this many days is warn."),
  P.num("failAfterDays", "days", 60, "Automated takedowns off for at least this many days is fail."),
] as const;
export const DEAD_ASSET_SPIKE_PARAMETERS = [
  P.num("baselineDays", "days", 7, "Days before the last 24 h whose daily average is the baseline."),
  P.num("multiplier", "multiplier", 3, "Dead assets in the last 24 h at least baseline × multiplier is warn."),
  P.num("failMultiplier", "multiplier", 6, "Dead assets in the last 24 h at least baseline × failMultiplier is fail."),
  P.num("minSpikeCount", "count", 5, "Fewer dead assets than this in the last 24 h is never a spike."),
] as const;

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

export type HealthcheckCategory = "detection" | "reviewing" | "takedowns" | "assets" | "organization";

export type HealthcheckDefinition = {
  id: string;
  /** Path under the v2 base address, e.g. `/healthchecks/takedowns/stale-in-progress`. */
  path: string;
  /** Section 2.8 category; note `detections.*` checks have category `detection`. */
  category: HealthcheckCategory;
  title: string;
  parameters: readonly HealthcheckParameter[];
  bodySchema: z.ZodType;
};

/** The ten checks in the order of upstream-notes.md. */
export const HEALTHCHECKS: readonly HealthcheckDefinition[] = [
  {
    id: "detections.silent-configs",
    path: "/healthchecks/detections/silent-configs",
    category: "detection",
    title: "Silent detection configs",
    parameters: SILENT_CONFIGS_PARAMETERS,
    bodySchema: silentConfigsBodySchema,
  },
  {
    id: "reviewing.backlog",
    path: "/healthchecks/reviewing/backlog",
    category: "reviewing",
    title: "Review backlog",
    parameters: BACKLOG_PARAMETERS,
    bodySchema: backlogBodySchema,
  },
  {
    id: "reviewing.old-proposals",
    path: "/healthchecks/reviewing/old-proposals",
    category: "reviewing",
    title: "Old proposals in review",
    parameters: OLD_PROPOSALS_PARAMETERS,
    bodySchema: oldProposalsBodySchema,
  },
  {
    id: "takedowns.todo-volume",
    path: "/healthchecks/takedowns/todo-volume",
    category: "takedowns",
    title: "TODO takedown volume",
    parameters: TODO_VOLUME_PARAMETERS,
    bodySchema: todoVolumeBodySchema,
  },
  {
    id: "takedowns.in-progress-volume",
    path: "/healthchecks/takedowns/in-progress-volume",
    category: "takedowns",
    title: "IN_PROGRESS takedown volume",
    parameters: IN_PROGRESS_VOLUME_PARAMETERS,
    bodySchema: inProgressVolumeBodySchema,
  },
  {
    id: "takedowns.stale-in-progress",
    path: "/healthchecks/takedowns/stale-in-progress",
    category: "takedowns",
    title: "Stale IN_PROGRESS takedowns",
    parameters: STALE_IN_PROGRESS_PARAMETERS,
    bodySchema: staleInProgressBodySchema,
  },
  {
    id: "takedowns.cancelled-count",
    path: "/healthchecks/takedowns/cancelled-count",
    category: "takedowns",
    title: "Cancelled takedowns",
    parameters: CANCELLED_COUNT_PARAMETERS,
    bodySchema: cancelledCountBodySchema,
  },
  {
    id: "takedowns.automation-off",
    path: "/healthchecks/takedowns/automation-off",
    category: "takedowns",
    title: "Automated takedowns switched off",
    parameters: AUTOMATION_OFF_PARAMETERS,
    bodySchema: automationOffBodySchema,
  },
  {
    id: "assets.dead-asset-spike",
    path: "/healthchecks/assets/dead-asset-spike",
    category: "assets",
    title: "Dead asset spike",
    parameters: DEAD_ASSET_SPIKE_PARAMETERS,
    bodySchema: deadAssetSpikeBodySchema,
  },
  {
    id: "organization.missing-contact-url",
    path: "/healthchecks/organization/missing-contact-url",
    category: "organization",
    title: "Organization contact URL",
    parameters: [],
    bodySchema: missingContactUrlBodySchema,
  },
];
