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

/**
 * A count against the previous period: "+34 (+2.3 %)", "−5 (−10 %)", "no change", "+4 (none before)";
 * null when either is not known.
 */
export function formatChange(current: number | null, previous: number | null): string | null {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous)) return null;
  const diff = current - previous;
  if (diff === 0) return "no change";
  const sign = (n: number) => (n > 0 ? "+" : "−");
  const amount = `${sign(diff)}${formatCount(Math.abs(diff))}`;
  if (previous === 0) return `${amount} (none before)`;
  const percent = (Math.abs(diff) / Math.abs(previous)) * 100;
  return `${amount} (${sign(diff)}${percent.toLocaleString("en-US", { maximumFractionDigits: 1 })} %)`;
}
