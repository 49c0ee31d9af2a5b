import "server-only";
import type { Kysely } from "kysely";
import type { Report } from "@/lib/contract/report";
import type { Database, ReportIndexSyncTable } from "@/lib/db/schema";
import { recentlyIndexed } from "./recently-indexed";

/**
 * `organization` here and in every function below is the organization column, the scope's storage
 * key (`storageKeyOf`, lib/contract/organization-scope.ts: "" for the key's own); callers outside
 * the index hand it an OrganizationScope.
 */

/** Ids are the text of the service's ids (`String(id)`): they are opaque, never parsed as numbers. */
export type IndexedReport = { id: string; organization: string; createdAt: string; updatedAt: string; duplicateOf: string | null };

/** A timestamp as fixed-width UTC text (so it sorts as text in both engines), or null when it does not parse. */
export function isoOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

type Row = { id: string; organization: string; created_at: string; updated_at: string; duplicate_of: string | null };
const fromRow = (row: Row): IndexedReport => ({
  id: String(row.id),
  organization: row.organization,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  duplicateOf: row.duplicate_of === null ? null : String(row.duplicate_of),
});

/**
 * Records every report of a list answer: id → createdAt, organization. Idempotent (an upsert), so
 * the same page passing through twice, or the sync and a reader seeing it at once, is harmless.
 * Reports whose createdAt does not parse are left out: they could not be found by date anyway.
 */
export async function indexReports(db: Kysely<Database>, organization: string, reports: readonly Report[], now: Date): Promise<number> {
  return writeIndexRows(db, indexRowsOf(organization, reports, now));
}

export type IndexRow = {
  id: string;
  organization: string;
  created_at: string;
  updated_at: string;
  duplicate_of: string | null;
  indexed_at: string;
  /** The report as listed (JSON): lists of tagged or assigned reports are drawn from it (lib/marks/marked-reports.ts); null until a list shows it. */
  snapshot: string | null;
};

/** The index rows of a list answer (one per id; reports whose createdAt does not parse left out). */
export function indexRowsOf(organization: string, reports: readonly Report[], now: Date): IndexRow[] {
  const rows: IndexRow[] = [];
  const seen = new Set<string>();
  const indexedAt = now.toISOString();
  for (const report of reports) {
    const id = String(report.id);
    const createdAt = isoOrNull(report.createdAt);
    if (createdAt === null || seen.has(id)) continue;
    seen.add(id);
    rows.push({
      id,
      organization,
      created_at: createdAt,
      updated_at: isoOrNull(report.updatedAt) ?? createdAt,
      duplicate_of: report.duplicateOfId === null || report.duplicateOfId === undefined ? null : String(report.duplicateOfId),
      indexed_at: indexedAt,
      snapshot: JSON.stringify(report),
    });
  }
  return rows;
}

/** Upserts index rows; returns how many were written. */
export async function writeIndexRows(db: Kysely<Database>, rows: readonly IndexRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  await db
    .insertInto("report_index")
    .values(rows)
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        organization: eb.ref("excluded.organization"),
        created_at: eb.ref("excluded.created_at"),
        updated_at: eb.ref("excluded.updated_at"),
        duplicate_of: eb.ref("excluded.duplicate_of"),
        indexed_at: eb.ref("excluded.indexed_at"),
        snapshot: eb.ref("excluded.snapshot"),
      })),
    )
    .execute();
  return rows.length;
}

export async function findIndexedReport(db: Kysely<Database>, id: string | number): Promise<IndexedReport | null> {
  const row = await db
    .selectFrom("report_index")
    .select(["id", "organization", "created_at", "updated_at", "duplicate_of"])
    .where("id", "=", String(id))
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function forgetReport(db: Kysely<Database>, id: string | number): Promise<void> {
  await db.deleteFrom("report_index").where("id", "=", String(id)).execute();
  recentlyIndexed(db).forget(String(id));
}

export type SyncState = ReportIndexSyncTable;

/** Makes sure the sync covers an organization (the key's own, or one somebody listed). */
export async function ensureSyncState(db: Kysely<Database>, organization: string): Promise<void> {
  await db
    .insertInto("report_index_sync")
    .values({
      organization,
      backfill_started: 0,
      backfill_done: 0,
      walked: 0,
      total: 0,
      high_water: null,
      last_poll_at: null,
      poll_cursor: null,
      poll_top: null,
      backfill_cursor: null,
      frontier: null,
      backfill_end: null,
    })
    .onConflict((oc) => oc.column("organization").doNothing())
    .execute();
}

// PostgreSQL may hand integers back as strings.
const toState = (r: ReportIndexSyncTable): SyncState => ({
  ...r,
  backfill_started: Number(r.backfill_started),
  backfill_done: Number(r.backfill_done),
  walked: Number(r.walked),
  total: Number(r.total),
});

export async function readSyncStates(db: Kysely<Database>): Promise<SyncState[]> {
  const rows = await db.selectFrom("report_index_sync").selectAll().orderBy("organization").execute();
  return rows.map(toState);
}

export async function readSyncState(db: Kysely<Database>, organization: string): Promise<SyncState | null> {
  const row = await db.selectFrom("report_index_sync").selectAll().where("organization", "=", organization).executeTakeFirst();
  return row ? toState(row) : null;
}

export async function writeSyncState(db: Kysely<Database>, organization: string, patch: Partial<Omit<ReportIndexSyncTable, "organization">>): Promise<void> {
  await db.updateTable("report_index_sync").set(patch).where("organization", "=", organization).execute();
}

/** How far the backfill of an organization has come, 0–100 (100 only once it reached the oldest report). */
export function backfillPercent(state: SyncState | null): number {
  if (!state || state.backfill_started === 0) return 0;
  if (state.backfill_done === 1) return 100;
  if (state.total <= 0) return 0;
  return Math.min(99, Math.floor((Math.min(state.walked, state.total) / state.total) * 100));
}
