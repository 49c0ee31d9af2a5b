import "server-only";
import type { Generated } from "kysely";

/**
 * Row shapes of the console's own store. Timestamps are ISO-8601 strings
 * (`Date#toISOString()`, fixed width) in both engines, so they sort as text.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: "viewer" | "reviewer" | "admin";
  created_at: string;
  updated_at: string;
  /** Null until the first change; a session issued before it no longer signs anyone in. */
  password_changed_at: Generated<string | null>;
}

export interface WallLinksTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  /** Username of the admin who created the link (kept as text: users may be removed later). */
  created_by: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: string;
  completed_at: string | null;
  username: string | null;
  role: string | null;
  action: string;
  target: string | null;
  /** JSON text. */
  input_summary: string | null;
  outcome: "pending" | "success" | "failure" | "error";
  http_status: number | null;
  request_id: string;
  ip: string | null;
}

/** One recorded queue snapshot per scope and minute (thinned as it ages). */
export interface QueueHistoryTable {
  /** `org:<slug>` or `all` */
  scope: string;
  /** `YYYY-MM-DDTHH:MM` (UTC): the point's time; at most one row per minute per scope. */
  minute: string;
  total_pending: number;
  sla_breached: number;
  open_takedowns: number;
  stale_in_progress: number;
}

/** Small named values the console keeps for itself (e.g. when history was last thinned). */
export interface ConsoleStateTable {
  key: string;
  value: string;
}

export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  wall_links: WallLinksTable;
  audit_events: AuditEventsTable;
  queue_history: QueueHistoryTable;
  leases: LeasesTable;
  console_state: ConsoleStateTable;
  sessions: SessionsTable;
}

/** A server-side session record (lib/auth/session-records.ts); the sealed cookie carries its id. */
export interface SessionsTable {
  id: string;
  kind: "user" | "wall";
  user_id: number | null;
  wall_link_id: number | null;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
}
