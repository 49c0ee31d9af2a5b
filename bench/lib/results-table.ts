import type { Figure, Target } from "./types";

export type Verdict = "pass" | "MISS" | "";

export function verdict(figure: Figure): Verdict {
  if (!figure.target || !Number.isFinite(figure.value)) return figure.target ? "MISS" : "";
  const t = figure.target;
  return ("max" in t ? figure.value <= t.max : figure.value >= t.min) ? "pass" : "MISS";
}

function formatNumber(value: number, unit: Figure["unit"]): string {
  if (!Number.isFinite(value)) return "n/a";
  if (unit === "count") return Math.round(value).toLocaleString("en-US");
  if (unit === "x") return `${value.toFixed(2)}x`;
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

function formatTarget(target: Target | undefined, unit: Figure["unit"]): string {
  if (!target) return "";
  return "max" in target ? `≤ ${formatNumber(target.max, unit)}` : `≥ ${formatNumber(target.min, unit)}`;
}

function formatDetail(figure: Figure): string {
  const parts = Object.entries(figure.detail ?? {}).map(([k, v]) => `${k} ${formatNumber(v, figure.unit)}`);
  if (figure.note) parts.push(figure.note);
  return parts.join(" · ");
}

/** One plain-text table of every bench's figures, with the target and pass/MISS per row. */
export function formatResultsTable(results: { bench: string; figures: Figure[] }[]): string {
  const header = ["bench", "figure", "stat", "value", "target", "", "detail"];
  const rows = results.flatMap(({ bench, figures }) =>
    figures.map((f) => [bench, f.name, f.stat, formatNumber(f.value, f.unit), formatTarget(f.target, f.unit), verdict(f), formatDetail(f)]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
