import "server-only";
import type { Kysely } from "kysely";
import type { Report } from "@/lib/contract/report";
import type { Database } from "@/lib/db/schema";

const TTL_MS = 5 * 60_000;
const MAX_ROWS = 20_000;

/** What of a report its index row is made of, as the service sent it. */
export type IndexedFields = Pick<Report, "id" | "createdAt" | "updatedAt" | "duplicateOfId">;

// Taken from the answer as it came, before any row is built: a page seen again costs a string per
// report, not the date parsing of index-store.ts `indexRowsOf` (bench/console.md, session 7).
const fingerprint = (organization: string, report: IndexedFields) =>
  `${organization}\u0000${report.createdAt}\u0000${report.updatedAt}\u0000${report.duplicateOfId ?? ""}`;

/**
 * What this process last wrote to the report index, report by report, so that a list page passing
 * through again and again (a refetch, a wall screen's poll, the proxy bench) writes only the rows
 * that changed. A cache of writes, not of truth: an entry lives 5 minutes at most, another
 * instance writing the same row is harmless (the upsert is idempotent), and forgetting a report
 * drops its entry (index-store.ts `forgetReport`).
 */
export class RecentlyIndexed {
  private readonly written = new Map<string, { fingerprint: string; at: number }>();
  private readonly syncRowsEnsured = new Set<string>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxRows = MAX_ROWS,
  ) {}

  /** The reports whose rows were not written from these same fields within the last `ttlMs`. */
  unwritten<R extends IndexedFields>(organization: string, reports: readonly R[], now: number): R[] {
    return reports.filter((report) => {
      const entry = this.written.get(String(report.id));
      return !entry || entry.fingerprint !== fingerprint(organization, report) || now - entry.at >= this.ttlMs;
    });
  }

  remember(organization: string, reports: readonly IndexedFields[], now: number): void {
    for (const report of reports) {
      const id = String(report.id);
      this.written.delete(id);
      this.written.set(id, { fingerprint: fingerprint(organization, report), at: now });
    }
    // A Map iterates in insertion order, and a remembered row is re-inserted: the first are the oldest.
    for (const id of this.written.keys()) {
      if (this.written.size <= this.maxRows) break;
      this.written.delete(id);
    }
  }

  forget(id: string | number): void {
    this.written.delete(String(id));
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
