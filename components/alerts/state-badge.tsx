const STATE_STYLES: Record<string, string> = {
  firing: "bg-fail text-surface",
  pending: "bg-warn-soft text-warn",
  resolved: "bg-ok-soft text-ok",
  normal: "bg-surface-sunken text-muted",
};

/** An alert state in words (never colour alone). */
export function StateBadge({ state }: { state: string | null }) {
  const name = state ?? "not evaluated";
  return (
    <span
      data-testid="alert-state"
      data-state={name}
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_STYLES[name] ?? STATE_STYLES.normal}`}
    >
      {name}
    </span>
  );
}

const SEVERITY_STYLES: Record<string, string> = {
  critical: "border-fail text-fail",
  warning: "border-warn text-warn",
  info: "border-border text-muted",
};

export function SeverityTag({ severity }: { severity: string }) {
  return <span className={`inline-block rounded border px-1.5 text-xs ${SEVERITY_STYLES[severity] ?? SEVERITY_STYLES.info}`}>{severity}</span>;
}
