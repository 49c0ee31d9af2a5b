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

/**
 * Why a text cannot be an id, in words, or null when it can be one. The Tolerance table of the
 * service's notes (docs/architecture.md, "Ids are opaque") takes any integer or non-empty
 * printable string: so "abc", "-5" and "rpt_1" may all be ids and are looked up, while an empty
 * text, one of spaces only, a control character or a broken character cannot be (nor, by the
 * console's own bound, a text over 200 characters), and is refused before any lookup.
 */
export function whyNotAnId(text: string): string | null {
  if (isOpaqueIdText(text) && text !== "." && text !== "..") return null;
  if (text.length === 0) return "it is empty";
  if (text.length > OPAQUE_ID_MAX_LENGTH) return `it is longer than ${OPAQUE_ID_MAX_LENGTH} characters`;
  if (text.trim() === "") return "it is only spaces";
  if (text === "." || text === "..") return "dots alone name no report";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return "it holds a control character";
  return "it holds a character that is not complete";
}

/** The URL parsers' form: the id text, or null when it is not one. */
export const parseOpaqueIdParam = (raw: string): string | null => (isOpaqueIdText(raw) ? raw : null);
