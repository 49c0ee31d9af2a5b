import { GRADES, type GradeCounts } from "./grading";
import { GRADE_DISPLAY } from "./severity-badge";

/** ok / warn / fail / unknown counts (plus checks still running and those not implemented). */
export function SummaryStrip({ counts, running, notImplemented }: { counts: GradeCounts; running: number; notImplemented: number }) {
  return (
    <section aria-labelledby="health-summary-heading" className="mb-4">
      <h2 id="health-summary-heading" className="sr-only">
        Summary
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {GRADES.map((g) => (
          <li key={g} data-testid={`summary-${g}`} data-count={counts[g]} className={`flex items-center gap-2 rounded border px-3 py-1.5 ${GRADE_DISPLAY[g].className}`}>
            <span aria-hidden>{GRADE_DISPLAY[g].icon}</span>
            <span className="text-lg font-bold tabular-nums">{counts[g]}</span>
            <span>{GRADE_DISPLAY[g].word}</span>
          </li>
        ))}
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
      </ul>
    </section>
  );
}
