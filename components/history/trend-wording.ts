import { formatDuration, formatHours, roundDuration } from "@/lib/format/duration";
import { formatDateTime, formatTime } from "@/lib/format/time";
import { RECORDED_STALE_HOURS } from "@/lib/history/recorded-window";
import type { QueueTrend, TrendFigure, TrendPoint, TrendWindow } from "@/lib/queries/history";

/** Pure wording and shaping of a recorded trend: what the cards, the wall and the tables say. */

const SHORT: Record<TrendWindow, string> = { "24h": "24 h", "7d": "7 d", "30d": "30 d" };
const LONG: Record<TrendWindow, string> = { "24h": "24 hours", "7d": "7 days", "30d": "30 days" };
const WINDOW_MS: Record<TrendWindow, number> = { "24h": 86_400_000, "7d": 7 * 86_400_000, "30d": 30 * 86_400_000 };

export const windowShort = (window: TrendWindow) => SHORT[window];
export const windowLong = (window: TrendWindow) => LONG[window];

/**
 * The time a change was measured over when the recording started well inside the window (a young
 * console, see `recordedSince`): from the first to the last point recorded. Null when the
 * recording covers the window from its start, so the window's own name reads as before.
 */
export function changeSpanMs(trend: Pick<QueueTrend, "points" | "from" | "window">): number | null {
  if (recordedSince(trend) === null) return null;
  const real = trend.points.filter(isRecorded);
  const span = Date.parse(real.at(-1)!.t) - Date.parse(real[0]!.t);
  return Number.isFinite(span) ? span : null;
}

/** The span in words: the window's name, or the real span recorded ("1 h", "3 h 20 min"). */
function spanWords(window: TrendWindow, spanMs: number | null | undefined, long: boolean): string {
  if (spanMs === null || spanMs === undefined) return long ? LONG[window] : SHORT[window];
  return formatDuration(roundDuration(Math.max(spanMs, 60_000)));
}

/**
 * "+12 in 24 h", "−3 in 7 d" (a real minus sign), "no change", "no data yet". With `spanMs` (see
 * `changeSpanMs`), the change is labelled by the span really recorded: "−10 in 1 h" after an hour
 * of recording, not "in 24 h".
 */
export function describeChange(change: number | null, window: TrendWindow, spanMs?: number | null): string {
  if (change === null) return "no data yet";
  if (change === 0) return "no change";
  const size = Math.abs(change).toLocaleString("en-US");
  return `${change > 0 ? "+" : "\u2212"}${size} in ${spanWords(window, spanMs, false)}`;
}

/** The same change for a screen reader or a title: "up 12 in 24 hours". */
export function describeChangeLong(change: number | null, window: TrendWindow, spanMs?: number | null): string {
  if (change === null) return `no data recorded in the last ${LONG[window]} yet`;
  if (change === 0) return `no change in ${spanWords(window, spanMs, true)}`;
  return `${change > 0 ? "up" : "down"} ${Math.abs(change).toLocaleString("en-US")} in ${spanWords(window, spanMs, true)}`;
}

export type TrendRow = { kind: "point"; t: string; ms: number; values: Record<TrendFigure, number | null> } | { kind: "gap"; t: string; ms: number };

/** A point that recorded at least one figure; one with none is a gap in the recording itself. */
const isRecorded = (p: TrendPoint) => p.totalPending !== null || p.slaBreached !== null || p.openTakedowns !== null || p.staleInProgress !== null;

/**
 * The points as table rows, oldest first: a point with no figure is a gap row (nothing recorded
 * there); a figure its snapshot did not send stays null in its own cell.
 */
export function trendRows(trend: Pick<QueueTrend, "points">): TrendRow[] {
  return trend.points.map((p) => {
    const ms = Date.parse(p.t);
    if (!isRecorded(p)) return { kind: "gap", t: p.t, ms };
    return {
      kind: "point",
      t: p.t,
      ms,
      values: { totalPending: p.totalPending, slaBreached: p.slaBreached, openTakedowns: p.openTakedowns, staleInProgress: p.staleInProgress },
    };
  });
}

export type ChartDatum = { ms: number } & Record<TrendFigure, number | null>;

/** Chart rows keyed by time in ms; gaps keep their nulls so the line breaks there. */
export function chartData(trend: Pick<QueueTrend, "points">): ChartDatum[] {
  return trend.points.map((p) => ({
    ms: Date.parse(p.t),
    totalPending: p.totalPending,
    slaBreached: p.slaBreached,
    openTakedowns: p.openTakedowns,
    staleInProgress: p.staleInProgress,
  }));
}

export const recordedCount = (trend: Pick<QueueTrend, "points">) => trend.points.filter(isRecorded).length;
export const gapCount = (trend: Pick<QueueTrend, "points">) => trend.points.filter((p) => !isRecorded(p)).length;

/**
 * When the recording starts well after the window's start (a young console), the first
 * recorded time, so "+12 in 24 h" is not read as a full day's change; else null.
 */
export function recordedSince(trend: Pick<QueueTrend, "points" | "from" | "window">): number | null {
  const first = trend.points.find(isRecorded);
  if (!first) return null;
  const from = Date.parse(trend.from);
  const span = WINDOW_MS[trend.window] ?? 86_400_000;
  const at = Date.parse(first.t);
  return at - from > span * 0.05 ? at : null;
}

const TICK_STEP_HOURS: Record<TrendWindow, number> = { "24h": 6, "7d": 24, "30d": 5 * 24 };

/**
 * Axis ticks on round local times inside the window: every 6 hours over a day, every midnight over
 * a week, every fifth midnight over a month.
 */
export function timeTicks(fromMs: number, toMs: number, window: TrendWindow): number[] {
  const step = TICK_STEP_HOURS[window];
  const d = new Date(fromMs);
  d.setMinutes(0, 0, 0);
  if (step >= 24) d.setHours(0);
  else d.setHours(Math.floor(d.getHours() / step) * step);
  const ticks: number[] = [];
  while (d.getTime() <= toMs && ticks.length < 64) {
    if (d.getTime() >= fromMs) ticks.push(d.getTime());
    d.setHours(d.getHours() + step);
  }
  return ticks;
}

/** Axis tick: "14:05" over a day, "20 Nov" over longer windows (the axis names the year nowhere). */
export function formatTick(ms: number, window: TrendWindow, timeZone?: string): string {
  if (window === "24h") return formatTime(ms, timeZone);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone }).format(new Date(ms));
}

/** Table and tooltip time: "20 Nov 2026, 14:05 UTC" (lib/format's one date-time shape). */
export function formatPointTime(ms: number, timeZone?: string): string {
  return formatDateTime(ms, timeZone);
}

/**
 * The threshold the stale line counts with: always the default (lib/history/queue-history.ts
 * records only snapshots asked with it), and, when the page counts with another, that it differs.
 */
export function staleTrendNote(chosenHours: number | null | undefined): string {
  const recorded = `stale: in progress and unchanged for ${formatHours(RECORDED_STALE_HOURS)} or more`;
  if (chosenHours === null || chosenHours === undefined || chosenHours === RECORDED_STALE_HOURS) return `${capital(recorded)}.`;
  return `${capital(recorded)} (the threshold the history is recorded at); the figures above count ${formatHours(chosenHours)} or more.`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
