/** The audit trail as `GET /api/activity` answers it and /activity shows it (isomorphic, imports nothing: lib/db/audit-events.ts, the store, takes it from here). */

export type AuditOutcome = "pending" | "success" | "failure" | "error";

export interface AuditEvent {
  id: number;
  occurredAt: string;
  completedAt: string | null;
  username: string | null;
  role: string | null;
  action: string;
  target: string | null;
  /** Parsed back from the stored JSON; never holds secrets (the caller summarises the input). */
  inputSummary: unknown;
  outcome: AuditOutcome;
  httpStatus: number | null;
  requestId: string;
  ip: string | null;
}

export interface AuditEventPage {
  items: AuditEvent[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}
