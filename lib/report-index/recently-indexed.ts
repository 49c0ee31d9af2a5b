import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { IndexRow } from "./index-store";

const TTL_MS = 5 * 60_000;
const MAX_ROWS = 20_000;

const fingerprint = (row: IndexRow) => `${row.organization}\u0000${row.created_at}\u0000${row.updated_at}\u0000${row.duplicate_of ?? ""}`;

/**
 * What this process last wrote to the report index, row by row, so that a list page passing
 * through again and again (a refetch, a wall screen's poll, the proxy bench) writes only the rows
 * that changed. A cache of writes, not of truth: an entry lives 5 minutes at most, another
 * instance writing the same row is harmless (the upsert is idempotent), and forgetting a report
 * drops its entry (index-store.ts `forgetReport`).
 */
export class RecentlyIndexed {
  private readonly written = new Map<number, { fingerprint: string; at: number }>();
  private readonly syncRowsEnsured = new Set<string>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxRows = MAX_ROWS,
  ) {}

  /** The rows not written with this same content within the last `ttlMs`. */
  unwritten(rows: readonly IndexRow[], now: number): IndexRow[] {
    return rows.filter((row) => {
      const entry = this.written.get(row.id);
      return !entry || entry.fingerprint !== fingerprint(row) || now - entry.at >= this.ttlMs;
    });
  }

  remember(rows: readonly IndexRow[], now: number): void {
    for (const row of rows) {
      this.written.delete(row.id);
      this.written.set(row.id, { fingerprint: fingerprint(row), at: now });
    }
    // A Map iterates in insertion order, and a remembered row is re-inserted: the first are the oldest.
    for (const id of this.written.keys()) {
      if (this.written.size <= this.maxRows) break;
      this.written.delete(id);
    }
  }

  forget(id: number): void {
    this.written.delete(id);
  }

  /** Whether this process has already made sure the organization has its sync row. */
  hasSyncRow(organization: string): boolean {
    return this.syncRowsEnsured.has(organization);
  }

  noteSyncRow(organization: string): void {
    this.syncRowsEnsured.add(organization);
  }
}

const byDatabase = new WeakMap<Kysely<Database>, RecentlyIndexed>();

/** The memo of one store (tests open several). */
export function recentlyIndexed(db: Kysely<Database>): RecentlyIndexed {
  let memo = byDatabase.get(db);
  if (!memo) {
    memo = new RecentlyIndexed();
    byDatabase.set(db, memo);
  }
  return memo;
}
