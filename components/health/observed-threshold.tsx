/** A value of `observed` / `threshold`, whatever its type, as text. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "number") return Number.isFinite(value) ? value.toLocaleString("en-US", { maximumFractionDigits: 2 }) : String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

function Pairs({ title, values, testId }: { title: string; values: Record<string, unknown>; testId: string }) {
  const entries = Object.entries(values);
  return (
    <div data-testid={testId}>
      <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{title}</h4>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">None</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          {entries.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-700 dark:text-slate-300">{k}</dt>
              <dd className="font-mono tabular-nums" data-key={k}>
                {formatValue(v)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** What was measured next to what it was measured against. */
export function ObservedThreshold({ observed, threshold }: { observed: Record<string, unknown>; threshold: Record<string, unknown> }) {
  return (
    <div className="grid grid-cols-2 gap-3 rounded bg-slate-50 p-2 dark:bg-slate-900">
      <Pairs title="Observed" values={observed} testId="observed" />
      <Pairs title="Threshold" values={threshold} testId="threshold" />
    </div>
  );
}
