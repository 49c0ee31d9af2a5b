import "server-only";
import { resetSingleton, singleton } from "@/lib/singleton";
import type { UpstreamOutcome } from "@/lib/upstream/client";

/**
 * What this process has seen of its calls to the service since it started: the last success, the
 * last failure that concerns the connection or the key, and the 429s. Fed by the upstream client's
 * `onOutcome` (lib/upstream/get-client.ts); read by the Service connection section of /settings.
 *
 * A 400, 403, 404 or 409 is the service answering one request, not a fault of the connection: it
 * counts as neither. A call the caller cancelled counts as nothing.
 */
export type LastFailure = { at: string; operation: string; error: Extract<UpstreamOutcome, { ok: false }>["error"] };

export type ConnectionRecord = {
  lastSuccessAt: string | null;
  lastFailure: LastFailure | null;
  rateLimited: { count: number; lastAt: string | null };
};

function state(): ConnectionRecord {
  return singleton<ConnectionRecord>("service-connection", () => ({ lastSuccessAt: null, lastFailure: null, rateLimited: { count: 0, lastAt: null } }));
}

// Answers about the request, not the connection: a filing refused per asset (422) among them.
const ANSWERED_REFUSALS = new Set([400, 403, 404, 409, 422]);

/** `POST /user/me`; an id segment is kept (ids are not secrets), shortened past 40 characters. */
function operationOf(outcome: UpstreamOutcome): string {
  return `${outcome.method} /${outcome.path.map((s) => (s.length > 40 ? `${s.slice(0, 39)}…` : s)).join("/")}`;
}

export function recordOutcome(outcome: UpstreamOutcome, now: Date = new Date()): void {
  const record = state();
  const at = now.toISOString();
  if (outcome.ok) {
    record.lastSuccessAt = at;
    return;
  }
  const { error } = outcome;
  if (error.code === "ABORTED") return;
  if (error.kind === "http" && error.status !== undefined && ANSWERED_REFUSALS.has(error.status)) return;
  if (error.kind === "http" && error.status === 429) record.rateLimited = { count: record.rateLimited.count + 1, lastAt: at };
  record.lastFailure = { at, operation: operationOf(outcome), error };
}

/** A copy: callers cannot change the process's record. */
export function connectionRecord(): ConnectionRecord {
  const record = state();
  return { ...record, rateLimited: { ...record.rateLimited } };
}

export function resetConnectionRecordForTests(): void {
  resetSingleton("service-connection");
}
