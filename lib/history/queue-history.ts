import "server-only";
import type { Kysely } from "kysely";
import { ruleScopeOfSnapshot } from "@/lib/contract/organization-scope";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { Database } from "@/lib/db/schema";
import type { Trend, TrendFigures, TrendPoint, TrendWindow } from "./queue-history.types";
import { recordedFigures } from "./recorded-figures";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const TREND_WINDOWS: Record<TrendWindow, number> = { "24h": DAY, "7d": 7 * DAY, "30d": 30 * DAY };

/** The stored scope of a snapshot (`org:<slug>`, `all`; lib/contract/organization-scope.ts); null when the service did not say whose it is. */
export function scopeOf(snapshot: Pick<QueueSnapshot, "scope">): string | null {
  return ruleScopeOfSnapshot(snapshot.scope);
}

/** `YYYY-MM-DDTHH:MM` (UTC), the stored time of a point. */
export const minuteOf = (date: Date | number) => new Date(date).toISOString().slice(0, 16);
const timeOfMinute = (minute: string) => Date.parse(`${minute}:00.000Z`);
const THINNED_AT = "queue-history-thinned-at";

/** Keeps at most one snapshot per minute per scope, with each figure it sent (one it did not is null). */
export async function recordSnapshot(db: Kysely<Database>, snapshot: QueueSnapshot, now: Date): Promise<boolean> {
  const scope = scopeOf(snapshot);
  const figures = recordedFigures(snapshot);
  if (scope === null || figures === null) return false;
  const result = await db
    .insertInto("queue_history")
    .values({
      scope,
      minute: minuteOf(now),
      total_pending: figures.totalPending,
      sla_breached: figures.slaBreached,
      open_takedowns: figures.openTakedowns,
      stale_in_progress: figures.staleInProgress,
    })
    .onConflict((oc) => oc.columns(["scope", "minute"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The resolution kept for a point of this age: every minute for a day, 15 minutes for 30 days, hourly for a year. */
export function resolutionFor(ageMs: number): number | null {
  if (ageMs < DAY) return MINUTE;
  if (ageMs < 30 * DAY) return 15 * MINUTE;
  if (ageMs < 365 * DAY) return HOUR;
  return null;
}

/**
 * Deletes what the resolution of its age no longer keeps: the first point of each bucket stays.
 * Only the points that crossed an age boundary (one day, 30 days) since the last run are looked
 * at, so a run costs what changed, not the whole year.
 */
export async function thinHistory(db: Kysely<Database>, now: Date): Promise<number> {
  const t = now.getTime();
  let deleted = Number(
    (
      await db
        .deleteFrom("queue_history")
        .where("minute", "<", minuteOf(t - 365 * DAY))
        .executeTakeFirst()
    ).numDeletedRows,
  );
  const last = await db.selectFrom("console_state").select("value").where("key", "=", THINNED_AT).executeTakeFirst();
  const lastRun = last ? Math.min(Date.parse(last.value), t) : t - 365 * DAY;
  // Each band: points whose age passed `boundary` since the last run, from the start of the
  // coarser bucket they fall into (that bucket may already hold its first point).
  const bands = [
    { boundary: DAY, resolution: 15 * MINUTE },
    { boundary: 30 * DAY, resolution: HOUR },
  ];
  for (const { boundary, resolution } of bands) {
    const from = Math.floor((lastRun - boundary) / resolution) * resolution;
    const to = t - boundary;
    if (to <= from) continue;
    const rows = await db
      .selectFrom("queue_history")
      .select(["scope", "minute"])
      .where("minute", ">=", minuteOf(from))
      .where("minute", "<", minuteOf(to))
      .orderBy("scope")
      .orderBy("minute")
      .execute();
    const seen = new Set<string>();
    const doomed = new Map<string, string[]>();
    for (const row of rows) {
      const bucket = `${row.scope}|${Math.floor(timeOfMinute(row.minute) / resolution)}`;
      if (!seen.has(bucket)) {
        seen.add(bucket);
        continue;
      }
      doomed.set(row.scope, [...(doomed.get(row.scope) ?? []), row.minute]);
    }
    for (const [scope, minutes] of doomed) {
      for (let i = 0; i < minutes.length; i += 500) {
        const chunk = minutes.slice(i, i + 500);
        const result = await db.deleteFrom("queue_history").where("scope", "=", scope).where("minute", "in", chunk).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
    }
  }
  await db
    .insertInto("console_state")
    .values({ key: THINNED_AT, value: now.toISOString() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: now.toISOString() }))
    .execute();
  return deleted;
}

/** The largest spacing between two points that is still "no gap", by the age of the later point. */
function allowedSpacing(ageMs: number, recorderIntervalMs: number): number {
  const resolution = Math.max(resolutionFor(ageMs) ?? HOUR, recorderIntervalMs);
  return 3 * resolution;
}

const figure = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The recorded points of a window, oldest first. Where two neighbours are further apart than the
 * recorder and the thinning explain, a null point marks the gap: missing data is never interpolated.
 */
export async function queueTrend(db: Kysely<Database>, scope: string, window: TrendWindow, now: Date, recorderIntervalMs = 5 * MINUTE): Promise<Trend> {
  const from = new Date(now.getTime() - TREND_WINDOWS[window]);
  const rows = await db
    .selectFrom("queue_history")
    .select(["minute", "total_pending", "sla_breached", "open_takedowns", "stale_in_progress"])
    .where("scope", "=", scope)
    .where("minute", ">=", minuteOf(from))
    .where("minute", "<=", minuteOf(now))
    .orderBy("minute")
    .execute();
  const points: TrendPoint[] = [];
  const gap = (t: number): TrendPoint => ({
    t: new Date(t).toISOString(),
    totalPending: null,
    slaBreached: null,
    openTakedowns: null,
    staleInProgress: null,
  });
  let previous = from.getTime();
  for (const row of rows) {
    const at = timeOfMinute(row.minute);
    if (at - previous > allowedSpacing(now.getTime() - at, recorderIntervalMs)) points.push(gap(Math.round((previous + at) / 2)));
    points.push({
      t: new Date(at).toISOString(),
      totalPending: figure(row.total_pending),
      slaBreached: figure(row.sla_breached),
      openTakedowns: figure(row.open_takedowns),
      staleInProgress: figure(row.stale_in_progress),
    });
    previous = at;
  }
  if (rows.length > 0 && now.getTime() - previous > allowedSpacing(0, recorderIntervalMs)) points.push(gap(Math.round((previous + now.getTime()) / 2)));

  // Each figure's change runs from its own first value to its own last: a figure not sent is no 0.
  const delta = (k: keyof TrendFigures) => {
    const values = points.map((p) => p[k]).filter((v): v is number => v !== null);
    return values.length > 0 ? values.at(-1)! - values[0]! : null;
  };
  return {
    scope,
    window,
    from: from.toISOString(),
    to: now.toISOString(),
    points,
    change: {
      totalPending: delta("totalPending"),
      slaBreached: delta("slaBreached"),
      openTakedowns: delta("openTakedowns"),
      staleInProgress: delta("staleInProgress"),
    },
  };
}
