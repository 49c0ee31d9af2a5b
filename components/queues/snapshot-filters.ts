/** Validation of the /queues filters typed by a user or read from the URL. Pure. */

export const MAX_WINDOW_HOURS = 24 * 365 * 100;

/** The organization selector: 1–100 characters after trimming, else unset. */
export function checkSlug(raw: string): string | null {
  const slug = raw.trim();
  return slug.length >= 1 && slug.length <= 100 ? slug : null;
}

/** windowHours: a positive number of hours up to the service's bound, else a message. */
export function checkWindowHours(raw: string): { ok: true; value: number } | { ok: false; message: string } {
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return { ok: false, message: "Enter a positive number of hours." };
  const value = Number(text);
  if (!(value > 0)) return { ok: false, message: "The window must be greater than 0 hours." };
  if (value > MAX_WINDOW_HOURS) return { ok: false, message: `The window can be at most ${MAX_WINDOW_HOURS} hours.` };
  return { ok: true, value };
}
