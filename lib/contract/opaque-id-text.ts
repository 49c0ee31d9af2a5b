// Without zod, so the pages' URL parsers can check ids at no cost to their bundles.

/** The longest id the console accepts (docs/architecture.md, "Ids are opaque"). */
export const OPAQUE_ID_MAX_LENGTH = 200;
export const OPAQUE_ID_MESSAGE = `Expected an id: an integer or 1 to ${OPAQUE_ID_MAX_LENGTH} printable characters`;

/**
 * A string the service may use as an id: 1 to 200 characters, none of them a control character
 * (C0, DEL, C1) and no unpaired surrogate (it could not be encoded in a URL), not only spaces.
 */
export function isOpaqueIdText(text: string): boolean {
  if (text.length === 0 || text.length > OPAQUE_ID_MAX_LENGTH || text.trim() === "") return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** A text that can name a report: an opaque id text, and not "." or ".." (a path segment of their own). */
export function isIdText(text: string): boolean {
  return isOpaqueIdText(text) && text !== "." && text !== "..";
}

/** The URL parsers' form: the id text, or null when it is not one. */
export const parseOpaqueIdParam = (raw: string): string | null => (isOpaqueIdText(raw) ? raw : null);
