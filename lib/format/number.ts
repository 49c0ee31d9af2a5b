/** Numbers as words: "1,234", "2.5". See docs/architecture.md ("Words"). */

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(n: number): string {
  return Number.isFinite(n) ? n.toLocaleString("en-US") : String(n);
}

/** A measured number: at most two decimals, thousands separated. */
export function formatNumber(n: number): string {
  return Number.isFinite(n) ? n.toLocaleString("en-US", { maximumFractionDigits: 2 }) : String(n);
}

/** A fraction as a percentage with at most one decimal: 0.0145 → "1.5 %", 1 → "100 %". */
export function formatRate(fraction: number): string {
  return Number.isFinite(fraction) ? `${(fraction * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })} %` : String(fraction);
}
