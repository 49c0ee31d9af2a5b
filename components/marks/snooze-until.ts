/** How long a bulk snooze lasts, as the bars offer it (components/triage/bulk-decision-bar.tsx). */
export const SNOOZE_CHOICES = [
  { key: "day", label: "For a day" },
  { key: "week", label: "For a week" },
  { key: "date", label: "Until a date and time…" },
  { key: "change", label: "Until the service changes them" },
] as const;

export type SnoozeChoice = (typeof SNOOZE_CHOICES)[number]["key"];

const HOUR = 3_600_000;

/**
 * The snooze's end as the marks route takes it: an ISO time, or null (until the service changes the
 * item). `local` is a date-time input's value in the reader's zone; a time not in the future is an
 * error in words, never sent.
 */
export function snoozeUntil(choice: SnoozeChoice, local: string, now: Date): { until: string | null } | { error: string } {
  if (choice === "change") return { until: null };
  if (choice === "day") return { until: new Date(now.getTime() + 24 * HOUR).toISOString() };
  if (choice === "week") return { until: new Date(now.getTime() + 7 * 24 * HOUR).toISOString() };
  const at = local === "" ? Number.NaN : new Date(local).getTime();
  if (Number.isNaN(at)) return { error: "Choose the date and time they wake" };
  if (at <= now.getTime()) return { error: "Choose a time in the future" };
  return { until: new Date(at).toISOString() };
}
