import { formatCount } from "./number";
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
