import { type Grade, knownSeverity } from "./grading";

/** Icon + word + colour: the word and icon carry the meaning, the colour only repeats it. */
export const GRADE_DISPLAY: Record<Grade, { icon: string; word: string; className: string }> = {
  ok: { icon: "✓", word: "OK", className: "border-ok bg-ok-soft text-ok" },
  warn: { icon: "▲", word: "Warn", className: "border-warn bg-warn-soft text-warn" },
  fail: { icon: "✕", word: "Fail", className: "border-fail bg-fail-soft text-fail" },
  unknown: { icon: "?", word: "Unknown", className: "border-border bg-surface-sunken text-text" },
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
