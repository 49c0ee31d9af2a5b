// Apart from opaque-id-text.ts, which every page's URL parsers load: these words are wanted only
// when an address holds what cannot be an id (the report panel, loaded on use).
import { isIdText, OPAQUE_ID_MAX_LENGTH } from "./opaque-id-text";

/**
 * Why a text cannot be an id, in words, or null when it can be one. The Tolerance table of the
 * service's notes (docs/architecture.md, "Ids are opaque") takes any integer or non-empty
 * printable string: so "abc", "-5" and "rpt_1" may all be ids and are looked up, while an empty
 * text, one of spaces only, a control character or a broken character cannot be (nor, by the
 * console's own bound, a text over 200 characters), and is refused before any lookup.
 */
export function whyNotAnId(text: string): string | null {
  if (isIdText(text)) return null;
  if (text.length === 0) return "it is empty";
  if (text.length > OPAQUE_ID_MAX_LENGTH) return `it is longer than ${OPAQUE_ID_MAX_LENGTH} characters`;
  if (text.trim() === "") return "it is only spaces";
  if (text === "." || text === "..") return "dots alone name no report";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  if (/[\u0000-\u001f\u007f-\u009f]/.test(text)) return "it holds a control character";
  return "it holds a character that is not complete";
}
