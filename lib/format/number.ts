/** Numbers as words: "1,234", "2.5". See docs/architecture.md ("Words"). */

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(n: number): string {
  return Number.isFinite(n) ? n.toLocaleString("en-US") : String(n);
}

/** A measured number: at most two decimals, thousands separated. */
export function formatNumber(n: number): string {
  return Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : String(n);
}
