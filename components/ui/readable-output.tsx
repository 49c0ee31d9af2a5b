"use client";

/** Pretty JSON of an opaque value (`undefined` and functions cannot occur in parsed JSON). */
export function prettyJson(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

const isPlain = (value: unknown): value is string | number | boolean => ["string", "number", "boolean"].includes(typeof value);

/** "riskScore" → "Risk score"; "dns_records" → "Dns records". */
export function fieldName(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A scan's or enrichment's output (or any opaque value the service sends) as a short list of
 * named values (one level deep); nested values are shown as compact JSON. Nothing here is
 * interpreted as HTML. Triage and the report panel show outputs through this one component.
 */
export function ReadableOutput({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-muted">no output</span>;
  if (isPlain(value)) return <span className="break-words">{String(value)}</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-muted">empty list</span>;
    return (
      <span className="break-words" data-service-text>
        {value.every(isPlain) ? value.join(", ") : prettyJson(value)}
      </span>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="text-muted">no output</span>;
  return (
    <dl data-service-text className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 text-xs">
      {entries.slice(0, 20).map(([key, v]) => (
        <div key={key} className="contents">
          <dt className="text-muted">{fieldName(key)}</dt>
          <dd className="min-w-0 break-words font-mono" data-service-text>
            {v === null ? "—" : isPlain(v) ? String(v) : JSON.stringify(v)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
