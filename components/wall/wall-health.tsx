import { GRADE_DISPLAY } from "@/components/health/severity-badge";
import { GRADES, type HealthSummary } from "./wall-model";

/** The health summary, large: counts per grade and the checks that need attention. */
export function WallHealth({ summary }: { summary: HealthSummary | null }) {
  return (
    <section aria-labelledby="wall-health-heading" className="flex min-h-0 flex-col overflow-hidden rounded-[0.6vw] border border-slate-700 p-[1vw]">
      <h2 id="wall-health-heading" className="font-semibold text-slate-200" style={{ fontSize: "clamp(1rem, 1.6vw, 5rem)" }}>
        Healthchecks
      </h2>
      {summary === null ? (
        <p className="text-slate-300" style={{ fontSize: "clamp(0.875rem, 1.2vw, 4rem)" }}>
          Waiting for the first results…
        </p>
      ) : (
        <>
          <ul className="mt-[0.6vw] grid grid-cols-2 gap-[0.6vw]">
            {GRADES.map((g) => (
              <li key={g} className={`rounded-[0.4vw] border-2 px-[0.8vw] py-[0.4vw] ${GRADE_DISPLAY[g].className}`} data-testid={`wall-health-${g}`} data-count={summary.counts[g]}>
                <div className="font-bold tabular-nums leading-none" style={{ fontSize: "clamp(1.5rem, 3.6vw, 11rem)" }}>
                  {summary.counts[g]}
                </div>
                <div style={{ fontSize: "clamp(0.875rem, 1.2vw, 4rem)" }}>
                  <span aria-hidden>{GRADE_DISPLAY[g].icon} </span>
                  {GRADE_DISPLAY[g].word}
                </div>
              </li>
            ))}
          </ul>
          {summary.attention.length > 0 ? (
            <ul className="mt-[0.8vw] space-y-[0.3vw]" style={{ fontSize: "clamp(0.875rem, 1.2vw, 4rem)" }}>
              {summary.attention.slice(0, 8).map((a) => (
                <li key={a.id} className="flex items-center gap-[0.6vw]">
                  <span className={`rounded-[0.3vw] border px-[0.4vw] font-semibold ${GRADE_DISPLAY[a.grade].className}`}>
                    <span aria-hidden>{GRADE_DISPLAY[a.grade].icon} </span>
                    {GRADE_DISPLAY[a.grade].word}
                  </span>
                  <span className="truncate">{a.title}</span>
                </li>
              ))}
              {summary.attention.length > 8 ? <li className="text-slate-300">and {summary.attention.length - 8} more</li> : null}
            </ul>
          ) : (
            <p className="mt-[0.8vw] text-emerald-200" style={{ fontSize: "clamp(0.875rem, 1.2vw, 4rem)" }}>
              <span aria-hidden>✓ </span>Every check is OK.
            </p>
          )}
        </>
      )}
    </section>
  );
}
