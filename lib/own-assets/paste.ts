/**
 * What a person pasted into "Add own assets": one asset a line (commas and tabs also separate, so a
 * spreadsheet column or a list pastes as is), each trimmed, blanks and repeats left out, in the
 * order pasted. More than the service takes in one call (1,000) is refused whole, not cut.
 */
export const PASTE_LIMIT = 1000;

export type PastedAssets = { contents: string[]; repeats: number; tooMany: boolean };

export function readPastedAssets(text: string): PastedAssets {
  const seen = new Set<string>();
  const contents: string[] = [];
  let repeats = 0;
  for (const piece of text.split(/[\n\r,\t]+/)) {
    const content = piece.trim();
    if (content === "") continue;
    if (seen.has(content)) {
      repeats += 1;
      continue;
    }
    seen.add(content);
    contents.push(content);
  }
  return { contents, repeats, tooMany: contents.length > PASTE_LIMIT };
}
