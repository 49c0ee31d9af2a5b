import { readOrganizationSlug } from "@/lib/contract/organization-slug";

/** Validation of the /queues filters typed by a user or read from the URL. Pure. */

export const MAX_WINDOW_HOURS = 24 * 365 * 100;

/** The organization selector as sent (trimmed, lower case), or unset when it is no slug (lib/contract/organization-slug.ts). */
export function checkSlug(raw: string): string | null {
  const read = readOrganizationSlug(raw);
  return read.ok ? read.slug : null;
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
