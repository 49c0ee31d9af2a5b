/**
 * The ten healthchecks as the console describes them: id, v2 path, category, title and
 * parameters with their defaults. No schemas here, so pages can show and route the checks
 * without shipping zod; `healthcheck-request.ts` builds each body schema from these parameters.
 */

export type Unit = "hours" | "days" | "count" | "multiplier";

export type HealthcheckParameter<N extends string = string> = {
  name: N;
  type: "number";
  unit: Unit;
  default: number;
  description: string;
};

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
export const TODO_VOLUME_PARAMETERS = [P.warnThreshold(50, "takedowns to do"), P.failThreshold(150, "takedowns to do")] as const;
export const IN_PROGRESS_VOLUME_PARAMETERS = [P.warnThreshold(50, "takedowns in progress"), P.failThreshold(150, "takedowns in progress")] as const;
export const STALE_IN_PROGRESS_PARAMETERS = [
  P.num("staleThresholdHours", "hours", 168, "A takedown in progress at least this long is stale."),
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

export type HealthcheckCategory = "detection" | "reviewing" | "takedowns" | "assets" | "organization";

export type HealthcheckDescriptor = {
  id: string;
  /** Path under the v2 base address, e.g. `/healthchecks/takedowns/stale-in-progress`. */
  path: string;
  /** Section 2.8 category; note `detections.*` checks have category `detection`. */
  category: HealthcheckCategory;
  title: string;
  parameters: readonly HealthcheckParameter[];
};

/** The ten checks in the order of the service's documentation. */
export const HEALTHCHECK_CATALOG: readonly HealthcheckDescriptor[] = [
  {
    id: "detections.silent-configs",
    path: "/healthchecks/detections/silent-configs",
    category: "detection",
    title: "Silent detection configs",
    parameters: SILENT_CONFIGS_PARAMETERS,
  },
  {
    id: "reviewing.backlog",
    path: "/healthchecks/reviewing/backlog",
    category: "reviewing",
    title: "Review backlog",
    parameters: BACKLOG_PARAMETERS,
  },
  {
    id: "reviewing.old-proposals",
    path: "/healthchecks/reviewing/old-proposals",
    category: "reviewing",
    title: "Old proposals in review",
    parameters: OLD_PROPOSALS_PARAMETERS,
  },
  {
    id: "takedowns.todo-volume",
    path: "/healthchecks/takedowns/todo-volume",
    category: "takedowns",
    title: "Takedowns to do",
    parameters: TODO_VOLUME_PARAMETERS,
  },
  {
    id: "takedowns.in-progress-volume",
    path: "/healthchecks/takedowns/in-progress-volume",
    category: "takedowns",
    title: "Takedowns in progress",
    parameters: IN_PROGRESS_VOLUME_PARAMETERS,
  },
  {
    id: "takedowns.stale-in-progress",
    path: "/healthchecks/takedowns/stale-in-progress",
    category: "takedowns",
    title: "Stale takedowns in progress",
    parameters: STALE_IN_PROGRESS_PARAMETERS,
  },
  {
    id: "takedowns.cancelled-count",
    path: "/healthchecks/takedowns/cancelled-count",
    category: "takedowns",
    title: "Cancelled takedowns",
    parameters: CANCELLED_COUNT_PARAMETERS,
  },
  {
    id: "takedowns.automation-off",
    path: "/healthchecks/takedowns/automation-off",
    category: "takedowns",
    title: "Automated takedowns switched off",
    parameters: AUTOMATION_OFF_PARAMETERS,
  },
  {
    id: "assets.dead-asset-spike",
    path: "/healthchecks/assets/dead-asset-spike",
    category: "assets",
    title: "Dead asset spike",
    parameters: DEAD_ASSET_SPIKE_PARAMETERS,
  },
  {
    id: "organization.missing-contact-url",
    path: "/healthchecks/organization/missing-contact-url",
    category: "organization",
    title: "Organization contact URL",
    parameters: [],
  },
];
