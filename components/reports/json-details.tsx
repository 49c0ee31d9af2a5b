import { prettyJson } from "@/components/ui/readable-output";

/** An output folded in <details>, readable when opened; "no output" when there is none. */
export function JsonDetails({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return <p className="text-xs text-muted">{label}: none</p>;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted select-none">{label}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable output must be reachable by keyboard */}
      <pre tabIndex={0} className="mt-1 max-h-64 overflow-auto rounded bg-surface-sunken p-2 font-mono whitespace-pre-wrap break-all">
        {prettyJson(value)}
      </pre>
    </details>
  );
}
