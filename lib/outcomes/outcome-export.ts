import { csvDocument } from "@/lib/csv";
import { formatDay } from "@/lib/format/calendar";
import { formatChange } from "@/lib/format/change";
import { formatMinutes } from "@/lib/format/duration";
import { NOT_SENT } from "@/lib/format/not-sent";
import { formatCount, formatRate } from "@/lib/format/number";
import { type CardModel, directionOf, type Figure, type FigureUnit, outcomeCards } from "./outcome-figures";
import type { OutcomesView } from "./outcome-view";

/** A figure in words, as the page shows it; unknown is said, never 0. */
export function formatFigure(unit: FigureUnit, value: number | null): string {
  if (value === null) return NOT_SENT;
  if (unit === "minutes") return formatMinutes(value);
  if (unit === "rate") return formatRate(value);
  return formatCount(value);
}

/** One value of a figure in words: a null is the figure's own word for none when it has one, else the service's silence (this period) or "—" (the previous one). */
export function figureText(figure: Figure, which: "current" | "previous"): string {
  const value = figure[which];
  if (value === null) return figure.none ?? (which === "current" ? NOT_SENT : "—");
  return formatFigure(figure.unit, value);
}

/** A count against the previous period ("+34 (+2.3 %)"); null for medians and rates, or when either is not known. */
export function changeText(figure: Figure): string | null {
  return figure.unit === "count" ? formatChange(figure.current, figure.previous) : null;
}

/** A count's change as a number, for spreadsheets (the page and the Markdown say it in words). */
function countChange(figure: Figure): number | null {
  return figure.unit === "count" && figure.current !== null && figure.previous !== null ? figure.current - figure.previous : null;
}

/** "20 Nov 2026 to 26 Nov 2026": a range of UTC days in the console's date format. */
export function rangeText(range: { startDate: string; endDate: string }): string {
  return `${formatDay(range.startDate)} to ${formatDay(range.endDate)}`;
}

/** What a card says instead of figures when it has none. */
export function cardStateText(card: CardModel): string | null {
  if (card.state === "not-enabled") return `Not enabled for your organization. This card would show ${card.shows}.`;
  if (card.state === "missing") return `Not available: ${card.message ?? "the service did not send it"}.`;
  if (card.state === "failed") return `Could not load: ${card.message ?? "the service did not answer"}.`;
  if (card.figures.length === 0) return "Nothing in this window.";
  return null;
}

const periodText = (view: OutcomesView) => `${rangeText(view.window)} (${view.window.days} days, UTC)`;
const previousText = (view: OutcomesView) => rangeText(view.window.previous);

/** Long form, every figure one line: what a spreadsheet needs (values in the service's units: minutes, fractions). */
export function outcomesToCsv(view: OutcomesView): string {
  const lines: unknown[][] = [["card", "state", "figure", "current", "previous", "unit", "direction", "change"]];
  lines.push(["window", "", "period", view.window.startDate, view.window.previous.startDate, "start date", ""]);
  lines.push(["window", "", "period", view.window.endDate, view.window.previous.endDate, "end date", ""]);
  if (view.brand) lines.push(["window", "", "brand", view.brand.name ?? view.brand.id, "", "", ""]);
  for (const card of outcomeCards(view)) {
    if (card.figures.length === 0) lines.push([card.title, card.state, "", "", "", "", ""]);
    for (const figure of card.figures) {
      lines.push([
        card.title,
        card.state,
        figure.label,
        figure.current ?? "",
        figure.previous ?? "",
        figure.unit,
        directionOf(figure) ?? "",
        countChange(figure) ?? "",
      ]);
    }
  }
  return csvDocument(lines);
}

function mdCell(text: string): string {
  return text.replace(/[\\|`*_[\]<>]/g, (c) => `\\${c}`).replace(/\r?\n/g, " ");
}

function figureLine(figure: Figure): string {
  const direction = directionOf(figure);
  const counted = changeText(figure);
  // "no change" already says "unchanged".
  const change = [counted, direction === "unchanged" && counted ? null : direction].filter(Boolean).join(", ");
  return `| ${mdCell(figure.label)} | ${figureText(figure, "current")} | ${figureText(figure, "previous")} | ${change} |`;
}

/** The readable report: one table per card, the states in words. */
export function outcomesToMarkdown(view: OutcomesView): string {
  const out = [`# Outcomes, ${periodText(view)}`, "", `Each figure beside the previous period of the same length (${previousText(view)}).`];
  if (view.brand) out.push(`Brand: ${mdCell(view.brand.name ?? view.brand.id)}.`);
  out.push("");
  for (const card of outcomeCards(view)) {
    out.push(`## ${card.title}`, "");
    const state = cardStateText(card);
    if (state) out.push(state, "");
    if (card.figures.length > 0) {
      out.push("| Figure | This period | Previous | Change |", "|---|---:|---:|---|", ...card.figures.map(figureLine), "");
    }
    if (card.previousProblem) out.push(`The previous period could not be read: ${mdCell(card.previousProblem)}.`, "");
    for (const note of card.notes) out.push(`- ${mdCell(note)}`);
    if (card.notes.length > 0) out.push("");
  }
  return out.join("\n");
}

export function outcomesFileName(view: OutcomesView, ext: "csv" | "md"): string {
  return `outcomes-${view.window.startDate}-to-${view.window.endDate}.${ext}`;
}
