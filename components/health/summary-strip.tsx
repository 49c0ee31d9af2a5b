import { Button } from "@/components/ui/button";
import { GRADES, type Grade, type GradeCounts } from "./grading";
import { GRADE_DISPLAY } from "./severity-badge";

type Props = {
  counts: GradeCounts;
  running: number;
  notImplemented: number;
  /** The grades the cards are filtered to (`?grade=`), null for all. */
  filter?: readonly Grade[] | null;
  onToggle?: (grade: Grade) => void;
  onClear?: () => void;
};

/**
 * ok / warn / fail / unknown counts (plus checks still running and those not implemented). Each
 * count is a toggle that filters the cards to its grade; "Show all checks" clears the filter.
 */
export function SummaryStrip({ counts, running, notImplemented, filter = null, onToggle, onClear }: Props) {
  return (
    <section aria-labelledby="health-summary-heading" className="mb-4">
      <h2 id="health-summary-heading" className="sr-only">
        Summary (press a count to show only those checks)
      </h2>
      <ul className="flex flex-wrap items-center gap-2 text-sm">
        {GRADES.map((g) => {
          const pressed = filter?.includes(g) ?? false;
          return (
            <li key={g}>
              <button
                type="button"
                data-testid={`summary-${g}`}
                data-count={counts[g]}
                aria-pressed={pressed}
                title={pressed ? "Stop filtering by this grade" : "Show only these checks"}
                onClick={() => onToggle?.(g)}
                className={`flex items-center gap-2 rounded border px-3 py-1.5 ${GRADE_DISPLAY[g].className} ${pressed ? "ring-2 ring-accent ring-offset-1 ring-offset-surface" : filter ? "opacity-60" : ""}`}
              >
                <span aria-hidden>{GRADE_DISPLAY[g].icon}</span>
                <span className="text-lg font-bold tabular-nums">{counts[g]}</span>
                <span>{GRADE_DISPLAY[g].word}</span>
              </button>
            </li>
          );
        })}
        {running > 0 ? (
          <li className="flex items-center gap-2 rounded border border-border px-3 py-1.5" data-testid="summary-running">
            <span className="text-lg font-bold tabular-nums">{running}</span> running
          </li>
        ) : null}
        {notImplemented > 0 ? (
          <li className="flex items-center gap-2 rounded border border-dashed border-border px-3 py-1.5 text-muted">
            <span className="text-lg font-bold tabular-nums">{notImplemented}</span> not implemented
          </li>
        ) : null}
        {filter ? (
          <li>
            <Button variant="link" size="inline" onClick={onClear} data-testid="summary-clear">
              Show all checks
            </Button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
