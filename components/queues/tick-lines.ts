/** How a chart's category labels are drawn under their bars: each label's lines, at one font size for all. */
export type TickLines = { lines: string[][]; fontPx: number; lineCount: number };

/** Line height of wrapped tick labels, in ems. */
export const TICK_LINE_EM = 1.15;
/** The smallest a label is shrunk to (as a share of the chart's font size) before it may overflow. */
const MIN_SCALE = 0.7;
/** Space kept free between the labels of neighbouring bars, in px. */
export const TICK_GAP_PX = 6;

function wrap(words: string[], maxWidth: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && width(`${last} ${word}`) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A label's words; a number stays with the word after it ("24 h", "3 days"). */
function labelWords(label: string): string[] {
  const out: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && /^\d[\d.,]*$/.test(last)) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

/**
 * Wraps each label into lines no wider than its bar's share of the axis (`bandPx` less a gap), at
 * word boundaries. A single word (or number and unit) wider than that shrinks every label's font (down to 70 %), so
 * neighbours never run into each other; labels are never cut. `measure(text, fontPx)` is the
 * drawn width of `text` at that font size.
 */
export function tickLines(labels: readonly string[], bandPx: number, fontPx: number, measure: (text: string, fontPx: number) => number): TickLines {
  const maxWidth = Math.max(1, bandPx - TICK_GAP_PX);
  const words = labels.map(labelWords);
  const widest = Math.max(0, ...words.flat().map((w) => measure(w, fontPx)));
  const scale = widest > maxWidth ? Math.max(MIN_SCALE, maxWidth / widest) : 1;
  const size = scale === 1 ? fontPx : Math.floor(fontPx * scale * 100 + 1e-6) / 100;
  const lines = words.map((w) => wrap(w, maxWidth, (text) => measure(text, size)));
  return { lines, fontPx: size, lineCount: Math.max(1, ...lines.map((l) => l.length)) };
}

/** Height the axis needs for `lineCount` lines at `fontPx`, below a tick offset of `offsetPx`. */
export function tickAxisHeight(lineCount: number, fontPx: number, offsetPx: number): number {
  return Math.ceil(offsetPx + fontPx * (TICK_LINE_EM * (lineCount - 1) + 1.2));
}
