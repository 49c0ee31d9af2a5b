import "server-only";
import type { Kysely } from "kysely";
import { type Report, readReport } from "@/lib/contract/report";
import type { Database } from "@/lib/db/schema";
import { isSnoozed } from "./store";

export type MarkedFilter = { tag?: string; assignee?: string; snoozed?: boolean };

/** Rows per page of a marked list, as the service's list pages. */
export const MARKED_PAGE = 20;

/**
 * The reports of an organization that carry the console's marks (a tag, an assignee, a snooze that
 * holds), newest first, drawn from the console's store: each as the report index last saw it listed
 * (its snapshot), or only its id when the index has no snapshot yet. The count is of every matching
 * report, as a selection "all matching" resolves it.
 */
export async function markedReportIds(db: Kysely<Database>, org: string, filter: MarkedFilter, now = new Date()): Promise<string[]> {
  // Without a tag, the marks table leads (an assignee or a snooze needs no tag).
  if (filter.tag === undefined) {
    const rows = await db
      .selectFrom("item_marks as m")
      .leftJoin("report_index as r", "r.id", "m.item_id")
      .select(["m.item_id", "m.assignee", "m.snoozed_until", "m.snooze_until_change", "m.snoozed_at_version", "r.updated_at", "r.created_at"])
      .where("m.org", "=", org)
      .where("m.kind", "=", "report")
      .$if(filter.assignee !== undefined, (q) => q.where("m.assignee", "=", filter.assignee!))
      .execute();
    return order(rows.filter((row) => !filter.snoozed || isSnoozed(row, now, row.updated_at)).map((row) => ({ id: row.item_id, createdAt: row.created_at })));
  }
  const rows = await db
    .selectFrom("item_tags as t")
    .leftJoin("item_marks as m", (join) => join.onRef("m.org", "=", "t.org").onRef("m.kind", "=", "t.kind").onRef("m.item_id", "=", "t.item_id"))
    .leftJoin("report_index as r", "r.id", "t.item_id")
    .select(["t.item_id", "m.assignee", "m.snoozed_until", "m.snooze_until_change", "m.snoozed_at_version", "r.updated_at", "r.created_at"])
    .where("t.org", "=", org)
    .where("t.kind", "=", "report")
    .where("t.tag", "=", filter.tag)
    .execute();
  return order(
    rows
      .filter((row) => filter.assignee === undefined || row.assignee === filter.assignee)
      .filter(
        (row) =>
          !filter.snoozed ||
          (row.snooze_until_change !== null && isSnoozed({ ...row, snooze_until_change: Number(row.snooze_until_change) }, now, row.updated_at)),
      )
      .map((row) => ({ id: row.item_id, createdAt: row.created_at })),
  );
}

const order = (rows: { id: string; createdAt: string | null }[]): string[] =>
  rows.sort((a, b) => (b.createdAt ?? "").localeCompare(a.createdAt ?? "") || a.id.localeCompare(b.id)).map((row) => row.id);

/** One page of marked reports, as the report index last saw each listed. */
export async function reportsOf(db: Kysely<Database>, ids: readonly string[]): Promise<Report[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("report_index").select(["id", "snapshot", "created_at", "updated_at"]).where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const parsed = row?.snapshot ? readReport(JSON.parse(row.snapshot)) : null;
    const report = parsed ?? readReport({ id, createdAt: row?.created_at, updatedAt: row?.updated_at });
    return report ? [report] : [];
  });
}
