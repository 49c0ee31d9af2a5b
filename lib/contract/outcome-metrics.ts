import { z } from "zod";
import { FieldReader, isObject, noteTolerated, readList } from "./tolerated";

/**
 * The service's outcome metrics, read field by field (docs/architecture.md, "The boundary
 * tolerates, and counts"): a figure missing, null or of another type is null here and named in
 * `notSent`; asset types are kept as sent, those outside the enum included (`DOMAIN`,
 * `TWITTER_ACCOUNT`); only an answer that is not an object, or lacks the list a card is drawn
 * from, is refused (the card then says what was missing).
 */
type Read<T> = T & { notSent?: string[] };

function unknownFigure(r: FieldReader, key: string, value: unknown): null {
  r.notSent.push(key);
  noteTolerated({ kind: value === undefined ? "field-missing" : "field-wrong-type", path: `${r.at}.${key}`, value });
  return null;
}

/** A rate the service sends as a fraction (0.79); a percentage it never sends. */
function rate(r: FieldReader, key: string): number | null {
  const value = r.record[key];
  if (typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= 1) return value;
  if (value === null) return null;
  return unknownFigure(r, key, value);
}

/** A number that may be fractional (minutes, days, a percent change). */
function amount(r: FieldReader, key: string): number | null {
  const value = r.record[key];
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (value === null) return null;
  return unknownFigure(r, key, value);
}

const refuse = (message: string) => (value: unknown, ctx: z.RefinementCtx) => {
  ctx.addIssue({ code: "custom", message, input: value });
  return z.NEVER;
};

/** Every row of a list that is an object (a metrics row has no id to lose); any other is left out and counted. */
function readRows<T>(value: unknown, read: (r: FieldReader) => T, at: string): Read<T>[] {
  const rows: Read<T>[] = [];
  if (!Array.isArray(value)) return rows;
  for (const item of readList(value, (v) => (isObject(v) ? v : null), at).items) {
    const r = new FieldReader(item, at);
    const fields = read(r);
    rows.push(r.notSent.length > 0 ? { ...fields, notSent: r.notSent } : (fields as Read<T>));
  }
  return rows;
}

// ---- GET /organization/metrics

export const SUMMARY_FIGURES = [
  "reports",
  "newThreats",
  "threatsWatchlisted",
  "takedownsFiled",
  "takedownsCompleted",
  "domainThreats",
  "twitterThreats",
  "telegramThreats",
  "otherThreats",
] as const;
export type SummaryFigure = (typeof SUMMARY_FIGURES)[number];

export type OrganizationMetrics = {
  metrics: Read<Record<SummaryFigure, number | null>>;
  /** `type` as sent (an unknown type is kept); null when it was not sent. */
  blockedByType: Read<{ type: string | null; count: number | null }>[];
  /** `date` is `YYYY-MM-DD`, or null when it is not a date (the row's count is still summed nowhere but shown). */
  blockedByDay: Read<{ date: string | null; count: number | null }>[];
  notSent?: string[];
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const organizationMetricsSchema = z.unknown().transform((value, ctx): OrganizationMetrics => {
  if (!isObject(value)) return refuse("The answer is not an object")(value, ctx);
  const notSent: string[] = [];
  const metricsRecord = isObject(value.metrics) ? value.metrics : {};
  if (!isObject(value.metrics)) notSent.push("metrics");
  const m = new FieldReader(metricsRecord, "metrics");
  const figures = Object.fromEntries(SUMMARY_FIGURES.map((key) => [key, m.count(key)])) as Record<SummaryFigure, number | null>;
  for (const list of ["blockedByType", "blockedByDay"] as const) if (!Array.isArray(value[list])) notSent.push(list);
  const blockedByType = readRows(value.blockedByType, (r) => ({ type: r.string("type"), count: r.count("count") }), "blockedByType[]");
  const blockedByDay = readRows(
    value.blockedByDay,
    (r) => {
      const date = r.string("date");
      if (date !== null && !DAY.test(date)) {
        r.notSent.push("date");
        return { date: null, count: r.count("count") };
      }
      return { date, count: r.count("count") };
    },
    "blockedByDay[]",
  );
  if (!isObject(value.metrics) && blockedByType.length === 0 && blockedByDay.length === 0)
    return refuse("The answer has none of metrics, blockedByType or blockedByDay")(value, ctx);
  const metrics = m.notSent.length > 0 ? { ...figures, notSent: m.notSent } : figures;
  return { metrics, blockedByType, blockedByDay, ...(notSent.length > 0 ? { notSent } : {}) };
});

// ---- POST /metrics/takedown-time/trend

export type TrendPoint = Read<{ period: string | null; medianTakedownMinutes: number | null; count: number | null }>;
export type TakedownTimeTrend = {
  periods: string[];
  series: Read<{
    assetType: string | null;
    points: TrendPoint[];
    /** `direction` as sent: `improved`, `worsened`, or another word (shown as it comes); null when there is no comparison. */
    change: Read<{ latest: TrendPoint | null; previous: TrendPoint | null; percentChange: number | null; direction: string | null }> | null;
  }>[];
};

const readPoint = (value: unknown, at: string): TrendPoint | null => {
  if (!isObject(value)) return null;
  const r = new FieldReader(value, at);
  const fields = { period: r.string("period"), medianTakedownMinutes: amount(r, "medianTakedownMinutes"), count: r.count("count") };
  return r.notSent.length > 0 ? { ...fields, notSent: r.notSent } : fields;
};

export const takedownTimeTrendSchema = z.unknown().transform((value, ctx): TakedownTimeTrend => {
  if (!isObject(value) || !Array.isArray(value.series)) return refuse("The answer has no series list")(value, ctx);
  const periods = Array.isArray(value.periods) ? value.periods.filter((p): p is string => typeof p === "string") : [];
  const series = readRows(
    value.series,
    (r) => {
      const points = Array.isArray(r.record.points) ? r.record.points.map((p) => readPoint(p, "series[].points[]")).filter((p) => p !== null) : [];
      if (!Array.isArray(r.record.points)) r.notSent.push("points");
      const c = r.record.change;
      let change: TakedownTimeTrend["series"][number]["change"] = null;
      if (isObject(c)) {
        const cr = new FieldReader(c, "series[].change");
        const fields = {
          latest: readPoint(c.latest, "series[].change.latest"),
          previous: readPoint(c.previous, "series[].change.previous"),
          percentChange: amount(cr, "percentChange"),
          direction: typeof c.direction === "string" ? c.direction : null,
        };
        change = cr.notSent.length > 0 ? { ...fields, notSent: cr.notSent } : fields;
      }
      return { assetType: r.string("assetType"), points, change };
    },
    "series[]",
  );
  return { periods: periods.length > 0 ? periods : [...new Set(series.flatMap((s) => s.points.map((p) => p.period ?? "")))].filter(Boolean).sort(), series };
});

// ---- POST /metrics/takedown-time/by-provider (no published example: read as widely as the others)

export type TakedownTimeByProvider = {
  byProvider: Read<{ provider: string | null; medianTakedownMinutes: number | null; count: number | null }>[];
};

export const takedownTimeByProviderSchema = z.unknown().transform((value, ctx): TakedownTimeByProvider => {
  const list = isObject(value) ? (value.byProvider ?? value.providers) : undefined;
  if (!Array.isArray(list)) return refuse("The answer has no byProvider list")(value, ctx);
  return {
    byProvider: readRows(
      list,
      (r) => {
        const named = r.record.provider ?? r.record.providerName ?? r.record.name;
        const provider = typeof named === "string" ? named : isObject(named) && typeof named.name === "string" ? named.name : null;
        if (provider === null) r.notSent.push("provider");
        return { provider, medianTakedownMinutes: amount(r, "medianTakedownMinutes"), count: r.count("count") };
      },
      "byProvider[]",
    ),
  };
});

// ---- POST /metrics/takedown-success-rate

export type TakedownSuccessRate = {
  byAssetType: Read<{
    assetType: string | null;
    submitted: number | null;
    completed: number | null;
    stillOpen: number | null;
    successRate: number | null;
    /** Null when nothing in the group resolved. */
    resolvedSuccessRate: number | null;
  }>[];
};

export const takedownSuccessRateSchema = z.unknown().transform((value, ctx): TakedownSuccessRate => {
  if (!isObject(value) || !Array.isArray(value.byAssetType)) return refuse("The answer has no byAssetType list")(value, ctx);
  return {
    byAssetType: readRows(
      value.byAssetType,
      (r) => ({
        assetType: r.string("assetType"),
        submitted: r.count("submitted"),
        completed: r.count("completed"),
        stillOpen: r.count("stillOpen"),
        successRate: rate(r, "successRate"),
        resolvedSuccessRate: rate(r, "resolvedSuccessRate"),
      }),
      "byAssetType[]",
    ),
  };
});

// ---- POST /metrics/false-positive-rate

export type FalsePositiveRate = {
  /** Surfaces: asset types of their own (`DOMAIN`, `TWITTER_ACCOUNT`, `GOOGLE_AD`), kept as sent. */
  byAssetType: Read<{ assetType: string | null; blocked: number | null; falsePositives: number | null; falsePositiveRate: number | null }>[];
};

export const falsePositiveRateSchema = z.unknown().transform((value, ctx): FalsePositiveRate => {
  if (!isObject(value) || !Array.isArray(value.byAssetType)) return refuse("The answer has no byAssetType list")(value, ctx);
  return {
    byAssetType: readRows(
      value.byAssetType,
      (r) => ({
        assetType: r.string("assetType"),
        blocked: r.count("blocked"),
        falsePositives: r.count("falsePositives"),
        falsePositiveRate: rate(r, "falsePositiveRate"),
      }),
      "byAssetType[]",
    ),
  };
});

// ---- POST /metrics/found-by-source

export type FoundBySource = Read<{
  /** Found first by the organization itself. */
  customer: number | null;
  /** Found first by the service. */
  service: number | null;
  total: number | null;
  /** The range the service says it counted (it widens date-only bounds to whole days). */
  range: { startDate: string | null; endDate: string | null } | null;
}>;

const blockedIn = (r: FieldReader, key: string): number | null => {
  const part = r.record[key];
  if (isObject(part) && typeof part.blocked === "number" && Number.isSafeInteger(part.blocked) && part.blocked >= 0) return part.blocked;
  r.notSent.push(key);
  return null;
};

export const foundBySourceSchema = z.unknown().transform((value, ctx): FoundBySource => {
  if (!isObject(value)) return refuse("The answer is not an object")(value, ctx);
  const r = new FieldReader(value, "found");
  const range = isObject(value.range)
    ? {
        startDate: typeof value.range.startDate === "string" ? value.range.startDate : null,
        endDate: typeof value.range.endDate === "string" ? value.range.endDate : null,
      }
    : null;
  const fields = { customer: blockedIn(r, "customer"), service: blockedIn(r, "chainpatrol"), total: blockedIn(r, "totals"), range };
  if (fields.customer === null && fields.service === null && fields.total === null)
    return refuse("The answer has no customer, chainpatrol or totals count")(value, ctx);
  return r.notSent.length > 0 ? { ...fields, notSent: r.notSent } : fields;
});

// ---- POST /metrics/time-to-detection (no published example: read as widely as the others)

export type TimeToDetection = Read<{
  medianMinutes: number | null;
  count: number | null;
  byAssetType: Read<{ assetType: string | null; medianMinutes: number | null; count: number | null }>[];
}>;

export const timeToDetectionSchema = z.unknown().transform((value, ctx): TimeToDetection => {
  if (!isObject(value)) return refuse("The answer is not an object")(value, ctx);
  const r = new FieldReader(value, "detection");
  const median = value.medianDetectionMinutes !== undefined ? amount(r, "medianDetectionMinutes") : amount(r, "medianMinutes");
  const byAssetType = readRows(
    value.byAssetType,
    (row) => ({
      assetType: row.string("assetType"),
      medianMinutes: row.record.medianDetectionMinutes !== undefined ? amount(row, "medianDetectionMinutes") : amount(row, "medianMinutes"),
      count: row.count("count"),
    }),
    "byAssetType[]",
  );
  if (median === null && byAssetType.length === 0) return refuse("The answer has neither a median nor a byAssetType list")(value, ctx);
  const fields = { medianMinutes: median, count: r.count("count"), byAssetType };
  return r.notSent.length > 0 ? { ...fields, notSent: r.notSent } : fields;
});
