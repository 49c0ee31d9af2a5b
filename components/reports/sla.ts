/** SLA buckets of a report, the same boundaries as the queue snapshot (interface-v2 §8). */
export type SlaBucket = "breached" | "due-24h" | "due-72h" | "later" | "none";

const HOUR_MS = 3_600_000;

/**
 * breached: due ≤ now (due right now is already late); due-24h: now < due ≤ now + 24 h;
 * due-72h: now + 24 h < due ≤ now + 72 h; later: beyond; none: no SLA or an unreadable date.
 */
export function slaBucket(slaDueAt: string | null | undefined, now: number): SlaBucket {
  if (!slaDueAt) return "none";
  const due = Date.parse(slaDueAt);
  if (Number.isNaN(due)) return "none";
  if (due <= now) return "breached";
  if (due <= now + 24 * HOUR_MS) return "due-24h";
  if (due <= now + 72 * HOUR_MS) return "due-72h";
  return "later";
}
