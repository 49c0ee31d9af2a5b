"use client";

import { useLayoutEffect, useRef, useState } from "react";
import { GRADE_DISPLAY } from "@/components/health/severity-badge";
import { fitCount } from "./fit-count";
import { GRADES, type HealthSummary } from "./wall-model";

/**
 * The health summary, large: counts per grade and the checks that need attention. The list shows
 * every check that fits its box and says "+N more" for the rest, never cutting one off unsaid.
 */
export function WallHealth({ summary }: { summary: HealthSummary | null }) {
  const attention = summary?.attention ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState<number | null>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const first = list.querySelector<HTMLElement>("li");
      if (!first) return;
      const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
      setShown(fitCount(attention.length, list.clientHeight, first.offsetHeight + gap, first.offsetHeight + gap));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [attention.length]);
  const visible = shown === null ? attention : attention.slice(0, Math.max(shown, 0));
  const hidden = attention.slice(visible.length);
  return (
    <section aria-labelledby="wall-health-heading" className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-[0.6vw] border border-slate-700 p-[1vw]">
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
              <li
                key={g}
                className={`rounded-[0.4vw] border-2 px-[0.8vw] py-[0.4vw] ${GRADE_DISPLAY[g].className}`}
                data-testid={`wall-health-${g}`}
                data-count={summary.counts[g]}
              >
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
          {attention.length > 0 ? (
            <ul
              ref={listRef}
              className="mt-[0.8vw] flex min-h-0 flex-1 flex-col gap-[0.3vw] overflow-hidden"
              style={{ fontSize: "clamp(0.875rem, 1.2vw, 4rem)" }}
              data-testid="wall-health-attention"
              data-total={attention.length}
            >
              {visible.map((a) => (
                <li key={a.id} className="flex shrink-0 items-center gap-[0.6vw]" data-attention="">
                  <span className={`rounded-[0.3vw] border px-[0.4vw] font-semibold ${GRADE_DISPLAY[a.grade].className}`}>
                    <span aria-hidden>{GRADE_DISPLAY[a.grade].icon} </span>
                    {GRADE_DISPLAY[a.grade].word}
                  </span>
                  <span className="truncate">{a.title}</span>
                </li>
              ))}
              {hidden.length > 0 ? (
                <li className="shrink-0 text-slate-300" data-testid="wall-health-more" data-count={hidden.length} title={hidden.map((a) => a.title).join(", ")}>
                  +{hidden.length} more <span className="sr-only">: {hidden.map((a) => `${a.title} (${GRADE_DISPLAY[a.grade].word})`).join(", ")}</span>
                </li>
              ) : null}
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
