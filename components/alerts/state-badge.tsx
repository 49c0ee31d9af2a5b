const STATE_STYLES: Record<string, string> = {
  firing: "bg-red-700 text-white",
  pending: "bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50",
  resolved: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  normal: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
};

/** An alert state in words (never colour alone). */
export function StateBadge({ state }: { state: string | null }) {
  const name = state ?? "not evaluated";
  return (
    <span data-testid="alert-state" data-state={name} className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${STATE_STYLES[name] ?? STATE_STYLES.normal}`}>
      {name}
    </span>
  );
}

const SEVERITY_STYLES: Record<string, string> = {
  critical: "border-red-400 text-red-800 dark:border-red-700 dark:text-red-300",
  warning: "border-amber-400 text-amber-900 dark:border-amber-700 dark:text-amber-200",
  info: "border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300",
};

export function SeverityTag({ severity }: { severity: string }) {
  return <span className={`inline-block rounded border px-1.5 text-xs ${SEVERITY_STYLES[severity] ?? SEVERITY_STYLES.info}`}>{severity}</span>;
}
