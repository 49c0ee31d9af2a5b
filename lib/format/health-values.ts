import { HEALTHCHECK_CATALOG, type Unit } from "@/lib/contract/healthcheck-catalog";
import { PENDING_PROPOSALS } from "./counts";
import { formatDays, formatHours } from "./duration";
import { formatNumber } from "./number";
import { formatDateTime } from "./time";

/**
 * A healthcheck's observed and threshold values as labelled words with units: "Oldest: 119 days",
 * "Stale after: 7 days", "Warn at: 50 stale takedowns". Thresholds take their units from the check
 * catalog (lib/contract/healthcheck-catalog.ts); observed values from the table below; a key
 * neither knows is split into words and its value read by its suffix (…Hours, …Days, ISO times).
 * The key stays reachable as `key`. See docs/architecture.md ("Words").
 */

export type HealthValue = { key: string; label: string; text: string };

type Known = { label: string; unit?: Unit | "time" | "flag" | "on-off"; what?: string };

const OBSERVED: Record<string, Known> = {
  staleCount: { label: "Stale takedowns", unit: "count" },
  oldestAgeHours: { label: "Oldest", unit: "hours" },
  todoCount: { label: "Takedowns to do", unit: "count" },
  inProgressCount: { label: "Takedowns in progress", unit: "count" },
  cancelledCount: { label: "Cancelled takedowns", unit: "count" },
  automatedTakedownsEnabled: { label: "Automated takedowns", unit: "on-off" },
  disabledSince: { label: "Off since", unit: "time" },
  disabledForDays: { label: "Off for", unit: "days" },
  warnCount: { label: "Proposals past the warn age", unit: "count" },
  failCount: { label: "Proposals past the fail age", unit: "count" },
  hasContactUrl: { label: "Contact address set", unit: "flag" },
  pendingCount: { label: PENDING_PROPOSALS.awaitingOrganization, unit: "count" },
  enabledConfigs: { label: "Enabled detection configs", unit: "count" },
  silentCount: { label: "Silent configs", unit: "count" },
  longestSilentDays: { label: "Longest silence", unit: "days" },
  deadLast24h: { label: "Dead assets in the last 24 h", unit: "count" },
  baselineDeadCount: { label: "Dead assets in the baseline days", unit: "count" },
  baselineDailyAverage: { label: "Baseline daily average", unit: "count" },
};

const PARAMETER_LABELS: Record<string, string> = {
  warnThreshold: "Warn at",
  failThreshold: "Fail at",
  staleThresholdHours: "Stale after",
  silentDays: "Silent after",
  warnAgeHours: "Warn at the age of",
  failAgeHours: "Fail at the age of",
  lookbackDays: "Looking back",
  warnAfterDays: "Warn after",
  failAfterDays: "Fail after",
  baselineDays: "Baseline",
  multiplier: "Warn multiplier",
  failMultiplier: "Fail multiplier",
  minSpikeCount: "Smallest spike",
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** "oldestAgeHours" → "Oldest age hours"; "deadLast24h" → "Dead last 24h". */
export function wordsOfKey(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_.-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function unitOfKey(key: string): Known["unit"] {
  if (/Hours$/.test(key)) return "hours";
  if (/Days$/.test(key)) return "days";
  return undefined;
}

/** The "what" a count threshold counts, from the catalog's "Number of X at which…". */
function countNoun(description: string): string | undefined {
  return /^Number of (.+?) at which/.exec(description)?.[1];
}

/** "1 silent config", not "1 silent configs": the catalog's nouns are plural; the first plural word is the counted one. */
function singular(what: string): string {
  return what.replace(/\b([a-z]{2,}[a-rt-z])s\b/i, "$1");
}

function valueText(value: unknown, unit: Known["unit"], what: string | undefined, timeZone?: string): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number" && Number.isFinite(value)) {
    if (unit === "hours") return formatHours(value);
    if (unit === "days") return formatDays(value);
    if (unit === "multiplier") return `× ${formatNumber(value)}`;
    return what ? `${formatNumber(value)} ${value === 1 ? singular(what) : what}` : formatNumber(value);
  }
  if (typeof value === "boolean") return unit === "on-off" ? (value ? "On" : "Off") : value ? "Yes" : "No";
  if (typeof value === "string") return ISO_TIME.test(value) ? formatDateTime(value, timeZone) : value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** A check parameter's label ("warnThreshold" → "Warn at"); an unknown key split into words. */
export function parameterLabel(key: string): string {
  return PARAMETER_LABELS[key] ?? wordsOfKey(key);
}

/** A message naming parameters by their keys, with the labels instead ("failThreshold must be…" → "Fail at must be…"). */
export function parametersInWords(message: string, keys: readonly string[]): string {
  return keys.reduce((text, key) => text.replace(new RegExp(`\\b${key}\\b`, "g"), `“${parameterLabel(key)}”`), message);
}

/** "7 days" and "14 days" → "7–14 days"; "12 h" and "2 days" → "12 h – 2 days". */
function durationRange(from: string, to: string): string {
  const a = /^(\S+) (.+)$/.exec(from);
  const b = /^(\S+) (.+)$/.exec(to);
  return a && b && a[2] === b[2] ? `${a[1]}–${b[1]} ${b[2]}` : `${from} – ${to}`;
}

/**
 * The old-proposals check counts in two bands of age (interface-v2 §4.3: older than the warn age,
 * and than the fail age; the warn count leaves out the fail band, lib/embedded-service's
 * old-proposals): named by the bands themselves, "7–14 days" and "14 days or more", from the
 * thresholds the result was graded against. Undefined without both thresholds.
 */
function ageBandLabel(key: string, threshold: Record<string, unknown> | null | undefined): string | undefined {
  if (key !== "warnCount" && key !== "failCount") return undefined;
  const warn = threshold?.warnAgeHours;
  const fail = threshold?.failAgeHours;
  if (typeof warn !== "number" || typeof fail !== "number" || !(warn < fail)) return undefined;
  return key === "warnCount" ? durationRange(formatHours(warn), formatHours(fail)) : `${formatHours(fail)} or more`;
}

/** An observed value of any check, labelled; counts by age band are named by their bands (given the result's thresholds). */
export function describeObserved(key: string, value: unknown, timeZone?: string, threshold?: Record<string, unknown> | null): HealthValue {
  const known = Object.hasOwn(OBSERVED, key) ? OBSERVED[key] : undefined;
  const label = ageBandLabel(key, threshold) ?? known?.label ?? wordsOfKey(key);
  return { key, label, text: valueText(value, known?.unit ?? unitOfKey(key), undefined, timeZone) };
}

/** A threshold value of the check `checkId`, labelled with the catalog's unit. */
export function describeThreshold(checkId: string, key: string, value: unknown, timeZone?: string): HealthValue {
  const parameter = HEALTHCHECK_CATALOG.find((c) => c.id === checkId)?.parameters.find((p) => p.name === key);
  const label = PARAMETER_LABELS[key] ?? wordsOfKey(key);
  if (!parameter) return { key, label, text: valueText(value, unitOfKey(key), undefined, timeZone) };
  const what = parameter.unit === "count" ? countNoun(parameter.description) : undefined;
  return { key, label, text: valueText(value, parameter.unit, what, timeZone) };
}
