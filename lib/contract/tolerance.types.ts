// The tolerance counter's shapes, apart from lib/contract/tolerance.ts (server-only), so the client
// (the Service contract card, lib/format/tolerance.ts) imports no server module, even for types.

export const TOLERANCE_KINDS = ["field-missing", "field-wrong-type", "record-dropped", "enum-unknown", "time-unparseable", "deprecation", "sunset"] as const;
export type ToleranceKind = (typeof TOLERANCE_KINDS)[number];

export type ToleranceEvent = {
  /** The operation as a path pattern, e.g. `GET /organization/reports`. */
  endpoint: string;
  kind: ToleranceKind;
  /** Where in the answer, e.g. `reports[].title`; for headers the header's name. */
  path: string;
  /** The value as received (shortened when shown); absent for a missing field. */
  value?: unknown;
  requestId?: string | null;
};

export type ToleranceExample = { path: string; value: string | null; requestId: string | null; at: string };

export type ToleranceEntry = {
  endpoint: string;
  kind: ToleranceKind;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  /** The first few distinct paths seen, each with its first value and request id. */
  examples: ToleranceExample[];
};

export type ToleranceSummary = { since: string; total: number; entries: ToleranceEntry[] };
