import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { cardStateText, changeText, figureText } from "@/lib/outcomes/outcome-export";
import { type CardModel, directionOf, type Figure } from "@/lib/outcomes/outcome-figures";

const STATE_BADGE: Record<string, { tone: "warn" | "fail" | "unknown"; word: string }> = {
  "not-enabled": { tone: "unknown", word: "Not enabled" },
  missing: { tone: "warn", word: "Not available" },
  failed: { tone: "fail", word: "Could not load" },
};

const DIRECTION_TONE = { improved: "ok", worsened: "fail", unchanged: "neutral" } as const;

function FigureRow({ figure }: { figure: Figure }) {
  const direction = directionOf(figure);
  const value = figureText(figure, "current");
  const change = changeText(figure);
  // "no change" already says "unchanged".
  const badge = direction === "unchanged" && change ? null : direction;
  return (
    <tr className="border-t border-border align-top" data-testid={`outcome-figure-${figure.key}`}>
      <th scope="row" className="py-1 pr-2 text-left font-normal">
        {figure.label}
        {figure.listNote ? (
          <span className="block text-xs text-muted" data-testid="outcome-list-note">
            {figure.listNote}.
          </span>
        ) : null}
      </th>
      <td className="py-1 pr-2 text-right font-semibold tabular-nums" data-value={figure.current ?? undefined}>
        {figure.href ? (
          <Link
            href={figure.href}
            className="text-accent underline-offset-2 hover:underline"
            aria-label={`${figure.label}: ${value}, ${figure.listNote ? figure.listNote.charAt(0).toLowerCase() + figure.listNote.slice(1) : "open the list"}`}
          >
            {value}
          </Link>
        ) : (
          value
        )}
      </td>
      <td className="py-1 pr-2 text-right text-muted tabular-nums">{figureText(figure, "previous")}</td>
      <td className="py-1 text-right">
        <span className="inline-flex flex-wrap justify-end gap-1">
          {change ? (
            <span className="tabular-nums text-muted" data-testid="outcome-change">
              {/* On a phone the share goes under the amount, never split from its "%". */}
              {change.replace(/ %\)$/, "\u00a0%)")}
            </span>
          ) : null}
          {badge ? <Badge tone={DIRECTION_TONE[badge]}>{badge}</Badge> : null}
        </span>
      </td>
    </tr>
  );
}

/** One card of the Outcomes page: its state in words, an optional chart, its figures beside the previous period. */
export function OutcomeCard({ card, chart }: { card: CardModel; chart?: ReactNode }) {
  const headingId = `outcome-${card.id}-title`;
  const stateText = cardStateText(card);
  const badge = STATE_BADGE[card.state];
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-2 rounded border border-border bg-surface-raised p-3"
      data-testid={`outcome-card-${card.id}`}
      data-state={card.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {card.title}
        </h2>
        {badge ? <Badge tone={badge.tone}>{badge.word}</Badge> : null}
      </div>
      {stateText ? <p className="text-sm text-muted">{stateText}</p> : null}
      {card.state === "ok" || card.state === "console" ? chart : null}
      {card.figures.length > 0 ? (
        <ScrollRegion label={`${card.title}: figures`}>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="py-1 pr-2 text-left font-medium">
                  Figure
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  This period
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Previous
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {card.figures.map((figure) => (
                <FigureRow key={figure.key} figure={figure} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {card.previousProblem ? <p className="text-xs text-muted">The previous period could not be read: {card.previousProblem}</p> : null}
      {card.notes.length > 0 ? (
        <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted">
          {card.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
