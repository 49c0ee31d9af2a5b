const STYLES: Record<string, string> = {
  success: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  pending: "bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50",
  failure: "bg-orange-100 text-orange-950 dark:bg-orange-900 dark:text-orange-50",
  error: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

/** The outcome as a word (colour only repeats it); an unknown outcome is shown as it is. */
export function OutcomeBadge({ outcome, httpStatus }: { outcome: string; httpStatus: number | null }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${STYLES[outcome] ?? "bg-slate-100 dark:bg-slate-800"}`}>
      {outcome}
      {httpStatus !== null ? ` · ${httpStatus}` : ""}
    </span>
  );
}
