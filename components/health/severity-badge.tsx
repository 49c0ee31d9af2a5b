import { type Grade, knownSeverity } from "./grading";

/** Icon + word + colour: the word and icon carry the meaning, the colour only repeats it. */
export const GRADE_DISPLAY: Record<Grade, { icon: string; word: string; className: string }> = {
  ok: { icon: "✓", word: "OK", className: "border-emerald-600 bg-emerald-50 text-emerald-900 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-100" },
  warn: { icon: "▲", word: "Warn", className: "border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100" },
  fail: { icon: "✕", word: "Fail", className: "border-red-600 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100" },
  unknown: { icon: "?", word: "Unknown", className: "border-slate-400 bg-slate-100 text-slate-800 dark:border-slate-500 dark:bg-slate-800 dark:text-slate-100" },
};

export function GradeBadge({ grade, testId, size = "md" }: { grade: Grade; testId?: string; size?: "sm" | "md" }) {
  const d = GRADE_DISPLAY[grade];
  return (
    <span
      data-testid={testId}
      data-grade={grade}
      className={`inline-flex items-center gap-1 rounded border font-semibold ${size === "sm" ? "px-1.5 text-xs" : "px-2 py-0.5 text-sm"} ${d.className}`}
    >
      <span aria-hidden>{d.icon}</span>
      {d.word}
    </span>
  );
}

/** A finding's severity: a badge when it is one of ok/warn/fail, the service's own word otherwise. */
export function SeverityText({ value }: { value: string }) {
  const known = knownSeverity(value);
  return known ? <GradeBadge grade={known} size="sm" /> : <span className="text-xs font-medium">{value}</span>;
}
