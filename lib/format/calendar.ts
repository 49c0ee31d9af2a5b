import { formatDate } from "./time";

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" });

/** A calendar day as the service's date-only bounds give it ("2026-11-20") in the one date format: "20 Nov 2026". */
export function formatDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T12:00:00.000Z`, "UTC") : day;
}

/** A calendar month ("2026-11") in words: "Nov 2026". */
export function formatMonth(month: string): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return MONTH.format(new Date(`${month}-15T12:00:00.000Z`));
}
