/** The activity log works in UTC throughout, so server and browser render the same text. */

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

/** "2026-11-20 12:05:09 UTC"; an unparsable value is shown as it is. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${toUtcInputValue(date).replace("T", " ")}:${pad(date.getUTCSeconds())} UTC`;
}
