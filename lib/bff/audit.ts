import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { completeAuditEvent, insertPendingAuditEvent } from "@/lib/db/audit-events";

const SECRET_KEY = /pass(word)?|token|secret|key|cookie/i;
const MAX_STRING = 200;

/** A summary of what was asked, safe to keep: no secrets, long strings cut. */
export function summarizeInput(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== "object" || depth > 3) return value;
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => summarizeInput(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) ? "[redacted]" : summarizeInput(v, depth + 1);
  return out;
}

export type AuditStart = {
  principal: Principal | null;
  action: string;
  target?: string;
  input?: unknown;
  requestId: string;
  ip?: string | null;
};

function actor(principal: Principal | null) {
  if (!principal) return { username: null, role: null };
  if (principal.kind === "user") return { username: principal.username, role: principal.role };
  return { username: `wall:${principal.name}`, role: "wall" };
}

/** Written before the upstream call, so a crash in between still leaves the record. */
export async function beginAudit(start: AuditStart): Promise<number> {
  const db = await getDb();
  return insertPendingAuditEvent(db, {
    ...actor(start.principal),
    action: start.action,
    target: start.target ?? null,
    inputSummary: start.input === undefined ? null : summarizeInput(start.input),
    requestId: start.requestId,
    ip: start.ip ?? null,
  });
}

export async function endAudit(id: number, httpStatus: number, target?: string): Promise<void> {
  const db = await getDb();
  const outcome = httpStatus < 400 ? "success" : httpStatus >= 500 ? "error" : "failure";
  await completeAuditEvent(db, id, { outcome, httpStatus, ...(target === undefined ? {} : { target: target.slice(0, 500) }) });
}
