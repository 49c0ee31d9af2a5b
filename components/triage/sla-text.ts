import { type SlaBucket, slaBucket } from "@/components/reports/sla";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "5 min", "3 h", "2 d 4 h": enough precision to rank by eye. */
export function formatSpan(ms: number): string {
  const abs = Math.abs(ms);
  if (abs < HOUR) return `${Math.max(1, Math.round(abs / MINUTE))} min`;
  if (abs < 2 * DAY) return `${Math.round(abs / HOUR)} h`;
  const days = Math.floor(abs / DAY);
  const hours = Math.round((abs - days * DAY) / HOUR);
  return hours === 0 || hours === 24 ? `${hours === 24 ? days + 1 : days} d` : `${days} d ${hours} h`;
}

/** The SLA of a report as words (never colour alone): "SLA overdue by 3 h", "SLA due in 2 d 4 h", "No SLA". */
export function describeSla(slaDueAt: string | null, now: number): { text: string; bucket: SlaBucket } {
  const bucket = slaBucket(slaDueAt, now);
  if (bucket === "none" || slaDueAt === null) return { text: "No SLA", bucket };
  const due = Date.parse(slaDueAt);
  return { text: due <= now ? `SLA overdue by ${formatSpan(now - due)}` : `SLA due in ${formatSpan(due - now)}`, bucket };
}

export const SLA_TONE: Record<SlaBucket, string> = {
  breached: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  "due-24h": "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100",
  "due-72h": "bg-yellow-50 text-yellow-950 dark:bg-yellow-950 dark:text-yellow-100",
  later: "bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
  none: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
};
