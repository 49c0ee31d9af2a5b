const STYLES: Record<string, string> = {
  success: "bg-ok-soft text-ok",
  pending: "bg-warn-soft text-warn",
  failure: "bg-warn-soft text-warn",
  error: "bg-fail-soft text-fail",
};

/** The outcome as a word (colour only repeats it); an unknown outcome is shown as it is. */
export function OutcomeBadge({ outcome, httpStatus }: { outcome: string; httpStatus: number | null }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${STYLES[outcome] ?? "bg-surface-sunken"}`}>
      {outcome}
      {httpStatus !== null ? ` · ${httpStatus}` : ""}
    </span>
  );
}
