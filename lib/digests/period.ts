/**
 * When a weekly digest is due, in its own time zone (pure; no server state). A digest is sent on
 * `day` (0 Sunday … 6 Saturday) at `hour`:00 local time; its period is named by that local date,
 * `YYYY-MM-DD`, so one send per (digest, period) is a unique row (lib/digests/outbox.ts).
 * Across a daylight-saving change the local hour stays the same and the gap between two sends is
 * 167 or 169 hours; an hour that does not exist that day (spring forward) is sent at the first
 * instant after the gap, an hour that happens twice (fall back) at its first occurrence.
 */
export type Schedule = { day: number; hour: number; timeZone: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows the zone (an IANA name such as Europe/Berlin, or UTC). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

type Local = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

export function localParts(ms: number, timeZone: string): Local {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** The zone's offset from UTC at an instant, in ms (Berlin in winter: +3,600,000). */
function offsetAt(ms: number, timeZone: string): number {
  const l = localParts(ms, timeZone);
  return Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute, l.second) - Math.floor(ms / 1000) * 1000;
}

/** The instant of a local date and hour in the zone (see the header for the hours a change skips or repeats). */
export function zonedInstant(date: string, hour: number, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  // The two offsets around the wall time; the earlier instant that shows this wall time wins.
  const candidates = [offsetAt(wall - DAY_MS, timeZone), offsetAt(wall + DAY_MS, timeZone)].map((offset) => wall - offset);
  const exact = candidates.filter((t) => {
    const l = localParts(t, timeZone);
    return Date.UTC(l.year, l.month - 1, l.day, l.hour) === wall;
  });
  if (exact.length > 0) return Math.min(...exact);
  // The hour does not exist that day: the first instant after the gap (the later offset's reading).
  return Math.max(...candidates);
}

const dateOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The local date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type Period = { period: string; scheduledAt: string };

/** The latest scheduled send at or before `now`: its period (the local date) and its instant. */
export function latestDue(schedule: Schedule, now: Date): Period {
  const l = localParts(now.getTime(), schedule.timeZone);
  let date = addDays(dateOf(l.year, l.month, l.day), -((l.weekday - schedule.day + 7) % 7));
  let at = zonedInstant(date, schedule.hour, schedule.timeZone);
  if (at > now.getTime()) {
    date = addDays(date, -7);
    at = zonedInstant(date, schedule.hour, schedule.timeZone);
  }
  return { period: date, scheduledAt: new Date(at).toISOString() };
}

/** The next scheduled send after `now`. */
export function nextDue(schedule: Schedule, now: Date): Period {
  const last = latestDue(schedule, now);
  const date = addDays(last.period, 7);
  return { period: date, scheduledAt: new Date(zonedInstant(date, schedule.hour, schedule.timeZone)).toISOString() };
}

/** The week a digest sent at `scheduledAt` reports on: the seven UTC days before its day (lib/outcomes/outcome-window.ts `previousOf` gives the week before). */
export function reportedWeek(scheduledAt: string): { startDate: string; endDate: string } {
  const end = addDays(scheduledAt.slice(0, 10), -1);
  return { startDate: addDays(end, -6), endDate: end };
}
