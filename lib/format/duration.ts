/**
 * Lengths of time as words: "1 second", "45 seconds", "12 min", "2 h 15 min", "3 days", "120 days".
 * Never a fractional hour count. See docs/architecture.md ("Words").
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "1 day" / "3 days": a count with its noun, singular for exactly one. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : pluralForm}`;
}

/**
 * A non-negative length of time, coarse enough to read at a glance: seconds under a minute,
 * minutes under an hour, hours and minutes under two days, whole days beyond. Negative or
 * non-finite input reads as its absolute value / "—".
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms)) return "—";
  const abs = Math.abs(ms);
  if (abs < MINUTE) return plural(Math.floor(abs / SECOND), "second");
  if (abs < HOUR) return `${Math.floor(abs / MINUTE)} min`;
  if (abs < 2 * DAY) {
    const hours = Math.floor(abs / HOUR);
    const minutes = Math.floor((abs % HOUR) / MINUTE);
    return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
  }
  return plural(Math.floor(abs / DAY), "day");
}

/** A count of hours (as the service reports ages and thresholds) as words: 2876.49 → "119 days". */
export function formatHours(hours: number): string {
  return formatDuration(hours * HOUR);
}

/** A count of days as words: 7 → "7 days", 1 → "1 day", 0.5 → "12 h". */
export function formatDays(days: number): string {
  return formatDuration(days * DAY);
}

/**
 * A wait still to come, rounded up so it is never promised too early: 89.5 s → "2 min",
 * 3 h 0 min 30 s → "3 h 1 min", 20 s → "20 seconds".
 */
export function formatWait(ms: number): string {
  if (!Number.isFinite(ms)) return "—";
  const rest = Math.max(0, ms);
  if (rest < MINUTE) return plural(Math.ceil(rest / SECOND), "second");
  return formatDuration(Math.ceil(rest / MINUTE) * MINUTE);
}

/**
 * A measured length of time, rounded to the unit it is read in, "about" when rounding changed it:
 * 2876.67 h → "about 120 days", 48 h → "2 days", 2.5 h → "2 h 30 min", 90.4 s → "about 2 min".
 * For ages the service measured to a fraction of an hour, where the fraction is noise.
 */
export function formatAboutDuration(ms: number): string {
  if (!Number.isFinite(ms)) return "—";
  const rounded = roundDuration(ms);
  const words = formatDuration(rounded);
  return Math.abs(rounded - Math.abs(ms)) >= SECOND ? `about ${words}` : words;
}

/** A length of time rounded to the unit `formatDuration` reads it in (seconds, minutes, days). */
export function roundDuration(ms: number): number {
  const abs = Math.abs(ms);
  if (abs < MINUTE) return Math.round(abs / SECOND) * SECOND;
  if (abs < 2 * DAY) return Math.round(abs / MINUTE) * MINUTE;
  return Math.round(abs / DAY) * DAY;
}

/** A count of minutes (the service's medians) as words: 960 → "16 h", 4320 → "3 days". */
export function formatMinutes(minutes: number): string {
  return formatDuration(minutes * MINUTE);
}
