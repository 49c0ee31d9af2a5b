/**
 * The window of the Outcomes page and its previous period (isomorphic: the page's URL, the route
 * and the digest read it alike). Days are UTC calendar days, both ends included, as the service's
 * date-only bounds are ("endDate covers the whole day").
 */
export const WINDOW_DAYS = [7, 30, 90] as const;
export type WindowDays = (typeof WINDOW_DAYS)[number];

/** The longest custom range (a year and a bit: the service's trend covers months, not years). */
export const MAX_RANGE_DAYS = 400;

export type OutcomeWindowInput = { days: WindowDays } | { from: string; to: string };

export type DateRange = { startDate: string; endDate: string };
export type OutcomeWindow = DateRange & { days: number; previous: DateRange };

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a UTC day, or null when it is not a real date. */
export function checkDate(raw: string): string | null {
  if (!DATE.test(raw)) return null;
  const t = Date.parse(`${raw}T00:00:00.000Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === raw ? raw : null;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/** Whole days from `startDate` to `endDate`, both included. */
export function daysIn(range: DateRange): number {
  return Math.round((msOf(range.endDate) - msOf(range.startDate)) / DAY_MS) + 1;
}

/** The period of the same length ending the day before `range` starts. */
export function previousOf(range: DateRange): DateRange {
  const days = daysIn(range);
  const end = msOf(range.startDate) - DAY_MS;
  return { startDate: dayOf(end - (days - 1) * DAY_MS), endDate: dayOf(end) };
}

/**
 * The window asked for, or why it cannot be used. A custom range may not end after today, start
 * after it ends, or span more than MAX_RANGE_DAYS.
 */
export function resolveWindow(input: OutcomeWindowInput, now: Date): { ok: true; window: OutcomeWindow } | { ok: false; message: string } {
  const today = dayOf(now.getTime());
  let range: DateRange;
  if ("days" in input) {
    range = { startDate: dayOf(msOf(today) - (input.days - 1) * DAY_MS), endDate: today };
  } else {
    const from = checkDate(input.from);
    const to = checkDate(input.to);
    if (!from || !to) return { ok: false, message: "A custom range needs two dates, YYYY-MM-DD" };
    if (from > to) return { ok: false, message: "The range starts after it ends" };
    if (to > today) return { ok: false, message: "The range ends after today" };
    range = { startDate: from, endDate: to };
    if (daysIn(range) > MAX_RANGE_DAYS) return { ok: false, message: `A range spans at most ${MAX_RANGE_DAYS} days` };
  }
  return { ok: true, window: { ...range, days: daysIn(range), previous: previousOf(range) } };
}

/** The first and last instant of a range, for operations that take date-times (`GET /organization/metrics`). */
export function instantsOf(range: DateRange): { start: string; end: string } {
  return { start: `${range.startDate}T00:00:00.000Z`, end: `${range.endDate}T23:59:59.999Z` };
}
