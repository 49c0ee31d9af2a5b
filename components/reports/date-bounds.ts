/**
 * The report filters' date bounds as inclusive days. The service reads `startDate` as "created
 * after" and `endDate` as "created before" (instants); the console shows both as whole UTC days,
 * "From" and "To" inclusive, so "To 20 Nov" is sent as `endDate=2026-11-21`.
 */

const DAY_MS = 86_400_000;
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day a "from" bound shows: its own day. */
export function fromBoundDay(value: string | undefined): string {
  return value ? value.slice(0, 10) : "";
}

/** The last day a "to" bound includes: the day before a plain day; a date-time's own day. */
export function toBoundDay(value: string | undefined): string {
  if (!value) return "";
  if (PLAIN_DAY.test(value) && !Number.isNaN(Date.parse(value))) return shift(value, -1);
  return value.slice(0, 10);
}

/** What a "to" bound sends for an inclusive last day: the next day. */
export function toBoundValue(day: string): string {
  return shift(day, 1);
}
