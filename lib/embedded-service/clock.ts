import "server-only";

/** The service clock. A fixed ISO instant freezes it (tests, demo screenshots); otherwise wall time. */
export function createClock(fixedIso?: string): () => Date {
  if (!fixedIso) return () => new Date();
  const fixed = new Date(fixedIso);
  if (Number.isNaN(fixed.getTime())) throw new Error(`Invalid clock instant: ${fixedIso}`);
  return () => new Date(fixed.getTime());
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** ISO-8601 UTC with milliseconds: the stored timestamp format (sorts as a string). */
export function toIso(date: Date | number): string {
  return new Date(date).toISOString();
}
