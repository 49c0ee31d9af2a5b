/** Clock and age strings for "Updated 14:03:07 (12 s ago)" and "stale since 14:03". Pure. */

function parts(ms: number, timeZone?: string) {
  const f = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone });
  const get = (type: string) => f.formatToParts(new Date(ms)).find((p) => p.type === type)?.value ?? "00";
  return { h: get("hour"), m: get("minute"), s: get("second") };
}

/** `14:03:07` in the given (default: local) time zone. */
export function formatClock(ms: number, timeZone?: string): string {
  const { h, m, s } = parts(ms, timeZone);
  return `${h}:${m}:${s}`;
}

/** `14:03` in the given (default: local) time zone. */
export function formatHourMinute(ms: number, timeZone?: string): string {
  const { h, m } = parts(ms, timeZone);
  return `${h}:${m}`;
}

/** `12 s ago`, `3 min ago`, `2 h ago`; never negative (a clock step back shows `0 s ago`). */
export function formatAgo(thenMs: number, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000));
  if (seconds < 120) return `${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}

/** `Updated 14:03:07 (12 s ago)` */
export function formatUpdated(updatedMs: number, nowMs: number, timeZone?: string): string {
  return `Updated ${formatClock(updatedMs, timeZone)} (${formatAgo(updatedMs, nowMs)})`;
}
