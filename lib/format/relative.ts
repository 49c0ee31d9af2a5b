import { formatDuration } from "./duration";
import { formatClock, formatDateTime, toMs } from "./time";

/**
 * Times relative to now: "3 hours ago", "in 2 days", "just now"; always offered beside the
 * absolute time, never alone. See docs/architecture.md ("Words").
 */

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "3 hours ago" / "in 2 days" / "just now" for `value` seen at `nowMs`. */
export function formatRelative(value: number | string | Date, nowMs: number): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  const diff = ms - nowMs;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return relative.format(Math.trunc(diff / size), unit);
  }
  return "just now";
}

/** "12 seconds ago", "3 min ago", "2 h 15 min ago"; a clock step back reads "0 seconds ago". */
export function formatAgo(thenMs: number, nowMs: number): string {
  return `${formatDuration(Math.max(0, nowMs - thenMs))} ago`;
}

/** "3 hours ago (23 Nov 2026, 14:05 CET)": the relative time with the absolute one visible. */
export function formatRelativeWithAbsolute(value: number | string | Date, nowMs: number, timeZone?: string): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  return `${formatRelative(ms, nowMs)} (${formatDateTime(ms, timeZone)})`;
}

/** "Updated 14:03:07 (12 seconds ago)" in the given (default: viewer's) zone. */
export function formatUpdated(updatedMs: number, nowMs: number, timeZone?: string): string {
  return `Updated ${formatClock(updatedMs, timeZone)} (${formatAgo(updatedMs, nowMs)})`;
}
