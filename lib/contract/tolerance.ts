import "server-only";
import { Counter } from "prom-client";
import { getLogger } from "@/lib/log/logger";
import { getMetrics } from "@/lib/observability/metrics";
import { singleton } from "@/lib/singleton";
import type { ToleranceEntry, ToleranceEvent, ToleranceSummary } from "./tolerance.types";

/**
 * What the console had to tolerate in the service's answers, per endpoint, since this process
 * started: the evidence that the service changed its answers (see docs/architecture.md,
 * "The boundary tolerates, and counts"). Parsers report here; the Service contract card, the
 * `rampart_upstream_tolerated_total` counter and alert rules read it.
 */

const MAX_EXAMPLES = 5;
const MAX_ENTRIES = 500;
const WARN_EVERY_MS = 60 * 60 * 1000;

type State = {
  since: string;
  entries: Map<string, ToleranceEntry>;
  warnedAt: Map<string, number>;
  counter: Counter<"endpoint" | "kind"> | null;
};

function state(): State {
  return singleton<State>("tolerance", () => ({ since: new Date().toISOString(), entries: new Map(), warnedAt: new Map(), counter: null }));
}

function counter(s: State): Counter<"endpoint" | "kind"> {
  if (s.counter) return s.counter;
  const { registry } = getMetrics();
  const existing = registry.getSingleMetric("rampart_upstream_tolerated_total") as Counter<"endpoint" | "kind"> | undefined;
  s.counter =
    existing ??
    new Counter({
      name: "rampart_upstream_tolerated_total",
      help: "What the console tolerated in the service's answers (missing fields, records left out, unknown values, deprecation headers) by endpoint and kind",
      labelNames: ["endpoint", "kind"],
      registers: [registry],
    });
  return s.counter;
}

function shown(value: unknown): string | null {
  if (value === undefined) return null;
  let text: string;
  try {
    text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Count one tolerated thing; logs a warning once per endpoint and kind per hour. */
export function recordTolerance(event: ToleranceEvent, now: Date = new Date()): void {
  const s = state();
  const key = `${event.endpoint}\u0000${event.kind}`;
  const at = now.toISOString();
  let entry = s.entries.get(key);
  if (!entry) {
    if (s.entries.size >= MAX_ENTRIES) return;
    entry = { endpoint: event.endpoint, kind: event.kind, count: 0, firstSeenAt: at, lastSeenAt: at, examples: [] };
    s.entries.set(key, entry);
  }
  entry.count += 1;
  entry.lastSeenAt = at;
  if (entry.examples.length < MAX_EXAMPLES && !entry.examples.some((e) => e.path === event.path)) {
    entry.examples.push({ path: event.path, value: shown(event.value), requestId: event.requestId ?? null, at });
  }
  counter(s).inc({ endpoint: event.endpoint, kind: event.kind });
  const warned = s.warnedAt.get(key);
  if (warned === undefined || now.getTime() - warned >= WARN_EVERY_MS) {
    s.warnedAt.set(key, now.getTime());
    getLogger().warn(
      { endpoint: event.endpoint, kind: event.kind, path: event.path, requestId: event.requestId ?? undefined },
      `The service's answer to ${event.endpoint} needed tolerance (${event.kind} at ${event.path}); counted on the Service contract card`,
    );
  }
}

export function toleranceSummary(): ToleranceSummary {
  const s = state();
  const entries = [...s.entries.values()].map((e) => ({ ...e, examples: e.examples.map((x) => ({ ...x })) }));
  entries.sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || a.endpoint.localeCompare(b.endpoint));
  return { since: s.since, total: entries.reduce((n, e) => n + e.count, 0), entries };
}

/** Tests only: forget everything counted. */
export function resetToleranceForTests(): void {
  const s = state();
  s.since = new Date().toISOString();
  s.entries.clear();
  s.warnedAt.clear();
  s.counter?.reset();
}
