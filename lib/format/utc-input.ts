/**
 * `datetime-local` inputs read and written as UTC (the activity log filters in UTC, so server
 * and browser agree; its labels say "UTC").
 */

const pad = (n: number) => String(n).padStart(2, "0");

/** A Date as the value of a `datetime-local` input read as UTC ("2026-11-20T12:05"). */
export function toUtcInputValue(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return "";
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** The value of a `datetime-local` input, read as UTC; null when empty or not a time. */
export function fromUtcInputValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : s!));
  // Reject overflow such as 2026-02-31 instead of rolling it into March.
  return date.getUTCMonth() === mo! - 1 && date.getUTCDate() === d! ? date : null;
}
