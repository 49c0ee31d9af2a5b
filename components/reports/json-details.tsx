/** Pretty JSON of an opaque value (`undefined` and functions cannot occur in parsed JSON). */
export function prettyJson(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** An output folded in <details>, readable when opened; "no output" when there is none. */
export function JsonDetails({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return <p className="text-xs text-muted">{label}: none</p>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer select-none">{label}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable output must be reachable by keyboard */}
      <pre tabIndex={0} className="mt-1 max-h-64 overflow-auto rounded bg-surface-sunken p-2 font-mono whitespace-pre-wrap break-all">
        {prettyJson(value)}
      </pre>
    </details>
  );
}
