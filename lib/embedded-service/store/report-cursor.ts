import "server-only";
import type { Database } from "better-sqlite3";
import { cachedStatement } from "@/lib/sqlite-statements";
import { ServiceError } from "../context";

/** Position after which the next page starts: the last report of the previous page. */
export type CursorPosition = { createdAt: string; id: number };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque string form (alternate dialect): base64url of `createdAt|id`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, "utf8").toString("base64url");
}

/**
 * Reads a cursor in either form: a report id (the standard dialect's numeric cursor; its
 * created_at is looked up within the organization) or the opaque string. Anything else is 400.
 */
export function decodeCursor(db: Database, cursor: string, organizationId: number): CursorPosition {
  const invalid = () => new ServiceError(400, "BAD_REQUEST", "Invalid cursor: pass back the value of the previous response unchanged");
  if (/^[1-9][0-9]{0,15}$/.test(cursor)) {
    const row = cachedStatement(db, "SELECT created_at FROM reports WHERE id = ? AND organization_id = ?").get(Number(cursor), organizationId) as
      | { created_at: string }
      | undefined;
    if (!row) throw invalid();
    return { createdAt: row.created_at, id: Number(cursor) };
  }
  const decoded = Buffer.from(cursor, "base64url").toString("utf8");
  const [createdAt, id, ...rest] = decoded.split("|");
  if (rest.length > 0 || !createdAt || !ISO.test(createdAt) || !id || !/^[1-9][0-9]{0,15}$/.test(id)) throw invalid();
  return { createdAt, id: Number(id) };
}
