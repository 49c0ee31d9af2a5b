import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database, ItemMarksTable, MarkKind } from "@/lib/db/schema";
import { followMany, unfollowMany } from "@/lib/threats/follows";
import type { ItemMarks, MarkAction } from "./marks.types";

/** How long a bulk action may be undone, as one step. */
export const MARK_UNDO_MS = 60_000;

/** Where marks live: an organization's storage key ("" the key's own) and the kind of item. */
export type MarkPlace = { org: string; kind: MarkKind };

type MarkRow = ItemMarksTable;
/** What undoing a batch needs, by action (kept as JSON on the batch row). */
type Undo =
  | { type: "tag"; tag: string; added: string[] }
  | { type: "untag"; tag: string; removed: { itemId: string; addedBy: string; addedAt: string }[] }
  | { type: "note" }
  | { type: "follow"; userId: number; added: string[] }
  | { type: "marks"; before: { itemId: string; row: MarkRow | null }[] };

/** A bulk follow's follower and the selected items' assets (lib/marks/service.ts). */
export type BulkFollow = { userId: number; assetIds: readonly string[] };

export type Batch = { id: string; action: MarkAction["type"]; itemIds: string[]; changed: number; undoUntil: string };

const chunks = <T>(items: readonly T[], size = 200): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

async function marksOf(db: Kysely<Database> | Transaction<Database>, place: MarkPlace, ids: readonly string[]): Promise<Map<string, MarkRow>> {
  const rows = new Map<string, MarkRow>();
  for (const part of chunks(ids)) {
    const found = await db
      .selectFrom("item_marks")
      .selectAll()
      .where("org", "=", place.org)
      .where("kind", "=", place.kind)
      .where("item_id", "in", part)
      .execute();
    for (const row of found) rows.set(row.item_id, { ...row, snooze_until_change: Number(row.snooze_until_change) });
  }
  return rows;
}

async function putMark(trx: Transaction<Database>, row: MarkRow): Promise<void> {
  const { org, kind, item_id, ...rest } = row;
  await trx
    .insertInto("item_marks")
    .values(row)
    .onConflict((oc) => oc.columns(["org", "kind", "item_id"]).doUpdateSet(rest))
    .execute();
}

/**
 * One bulk action on `itemIds`, in one transaction with its batch row (what it changed and how to
 * undo it). `versions`: each item's updatedAt as last seen, kept with a snooze "until the service
 * changes it" so a later updatedAt wakes it.
 */
export async function applyBulk(
  db: Kysely<Database>,
  place: MarkPlace,
  itemIds: readonly string[],
  action: MarkAction,
  by: string,
  now = new Date(),
  versions: ReadonlyMap<string, string> = new Map(),
  follow?: BulkFollow,
): Promise<Batch> {
  const at = now.toISOString();
  const ids = [...new Set(itemIds)];
  const id = `mb_${randomBytes(9).toString("base64url")}`;
  return db.transaction().execute(async (trx) => {
    let undo: Undo;
    let changed = ids.length;
    if (action.type === "tag") {
      const had = new Set<string>();
      for (const part of chunks(ids)) {
        const rows = await trx
          .selectFrom("item_tags")
          .select("item_id")
          .where("org", "=", place.org)
          .where("kind", "=", place.kind)
          .where("tag", "=", action.tag)
          .where("item_id", "in", part)
          .execute();
        for (const row of rows) had.add(row.item_id);
      }
      const added = ids.filter((itemId) => !had.has(itemId));
      for (const part of chunks(added)) {
        await trx
          .insertInto("item_tags")
          .values(part.map((itemId) => ({ ...place, item_id: itemId, tag: action.tag, added_by: by, added_at: at })))
          .execute();
      }
      undo = { type: "tag", tag: action.tag, added };
      changed = added.length;
    } else if (action.type === "untag") {
      const removed: { itemId: string; addedBy: string; addedAt: string }[] = [];
      for (const part of chunks(ids)) {
        const rows = await trx
          .selectFrom("item_tags")
          .selectAll()
          .where("org", "=", place.org)
          .where("kind", "=", place.kind)
          .where("tag", "=", action.tag)
          .where("item_id", "in", part)
          .execute();
        removed.push(...rows.map((r) => ({ itemId: r.item_id, addedBy: r.added_by, addedAt: r.added_at })));
        await trx
          .deleteFrom("item_tags")
          .where("org", "=", place.org)
          .where("kind", "=", place.kind)
          .where("tag", "=", action.tag)
          .where("item_id", "in", part)
          .execute();
      }
      undo = { type: "untag", tag: action.tag, removed };
      changed = removed.length;
    } else if (action.type === "follow") {
      if (!follow) throw new Error("a bulk follow needs its follower and the items' assets");
      const added = await followMany(trx, follow.userId, place.org, follow.assetIds, now);
      undo = { type: "follow", userId: follow.userId, added };
      changed = added.length;
    } else if (action.type === "note") {
      for (const part of chunks(ids)) {
        await trx
          .insertInto("item_notes")
          .values(part.map((itemId) => ({ ...place, item_id: itemId, body: action.body, author: by, batch_id: id, created_at: at })))
          .execute();
      }
      undo = { type: "note" };
    } else {
      const before = await marksOf(trx, place, ids);
      for (const itemId of ids) {
        const old = before.get(itemId);
        const base: MarkRow = old ?? {
          ...place,
          item_id: itemId,
          assignee: null,
          snoozed_until: null,
          snooze_until_change: 0,
          snoozed_at_version: null,
          updated_by: by,
          updated_at: at,
        };
        const next: MarkRow = { ...base, updated_by: by, updated_at: at };
        if (action.type === "assign") next.assignee = action.assignee;
        else if (action.type === "snooze") {
          next.snoozed_until = action.until === null ? null : new Date(action.until).toISOString();
          next.snooze_until_change = action.until === null ? 1 : 0;
          next.snoozed_at_version = versions.get(itemId) ?? null;
        } else {
          next.snoozed_until = null;
          next.snooze_until_change = 0;
          next.snoozed_at_version = null;
        }
        await putMark(trx, next);
      }
      undo = { type: "marks", before: ids.map((itemId) => ({ itemId, row: before.get(itemId) ?? null })) };
    }
    const undoUntil = new Date(now.getTime() + MARK_UNDO_MS).toISOString();
    await trx
      .insertInto("mark_batches")
      .values({
        id,
        ...place,
        action: action.type,
        item_ids: JSON.stringify(ids),
        undo: JSON.stringify(undo),
        username: by,
        created_at: at,
        undo_until: undoUntil,
        undone_at: null,
      })
      .execute();
    return { id, action: action.type, itemIds: ids, changed, undoUntil };
  });
}

export type UndoOutcome = { kind: "undone"; itemIds: string[]; action: string } | { kind: "missing" } | { kind: "not-yours" } | { kind: "too-late" };

/**
 * Undoes one bulk action as one step: its batch is marked undone by one conditional update (two
 * clicks, or two instances, undo it once), then what it changed is put back. Only its author may,
 * within MARK_UNDO_MS.
 */
export async function undoBulk(db: Kysely<Database>, org: string, batchId: string, by: string, now = new Date()): Promise<UndoOutcome> {
  return db.transaction().execute(async (trx): Promise<UndoOutcome> => {
    const batch = await trx.selectFrom("mark_batches").selectAll().where("id", "=", batchId).where("org", "=", org).executeTakeFirst();
    if (!batch) return { kind: "missing" };
    if (batch.username !== by) return { kind: "not-yours" };
    const at = now.toISOString();
    const claimed = await trx
      .updateTable("mark_batches")
      .set({ undone_at: at })
      .where("id", "=", batchId)
      .where("undone_at", "is", null)
      .where("undo_until", ">", at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return { kind: "too-late" };
    const place: MarkPlace = { org: batch.org, kind: batch.kind };
    const undo = JSON.parse(batch.undo) as Undo;
    if (undo.type === "tag") {
      for (const part of chunks(undo.added)) {
        await trx
          .deleteFrom("item_tags")
          .where("org", "=", place.org)
          .where("kind", "=", place.kind)
          .where("tag", "=", undo.tag)
          .where("item_id", "in", part)
          .execute();
      }
    } else if (undo.type === "untag") {
      for (const part of chunks(undo.removed)) {
        await trx
          .insertInto("item_tags")
          .values(part.map((r) => ({ ...place, item_id: r.itemId, tag: undo.tag, added_by: r.addedBy, added_at: r.addedAt })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    } else if (undo.type === "note") {
      await trx.deleteFrom("item_notes").where("batch_id", "=", batchId).execute();
    } else if (undo.type === "follow") {
      await unfollowMany(trx, undo.userId, place.org, undo.added);
    } else {
      for (const { itemId, row } of undo.before) {
        if (row) await putMark(trx, row);
        else await trx.deleteFrom("item_marks").where("org", "=", place.org).where("kind", "=", place.kind).where("item_id", "=", itemId).execute();
      }
    }
    return { kind: "undone", itemIds: JSON.parse(batch.item_ids) as string[], action: batch.action };
  });
}

/** Whether a mark's snooze holds now: before its time, or (until the service changes it) while the item's updatedAt has not moved. */
export function isSnoozed(
  row: Pick<MarkRow, "snoozed_until" | "snooze_until_change" | "snoozed_at_version">,
  now: Date,
  currentVersion?: string | null,
): boolean {
  if (row.snoozed_until !== null) return row.snoozed_until > now.toISOString();
  if (Number(row.snooze_until_change) !== 1) return false;
  if (!currentVersion || !row.snoozed_at_version) return true;
  return Date.parse(currentVersion) <= Date.parse(row.snoozed_at_version);
}

/** The marks of these items (tags sorted, the newest three notes), for rows and panels. */
export async function readMarks(
  db: Kysely<Database>,
  place: MarkPlace,
  ids: readonly string[],
  now = new Date(),
  versions: ReadonlyMap<string, string> = new Map(),
): Promise<Record<string, ItemMarks>> {
  const out: Record<string, ItemMarks> = {};
  const entry = (itemId: string) => {
    out[itemId] ??= { tags: [], assignee: null, snoozed: false, snoozedUntil: null, notes: [] };
    return out[itemId];
  };
  const rows = await marksOf(db, place, ids);
  for (const [itemId, row] of rows) {
    const e = entry(itemId);
    e.assignee = row.assignee;
    e.snoozed = isSnoozed(row, now, versions.get(itemId));
    e.snoozedUntil = e.snoozed ? row.snoozed_until : null;
  }
  for (const part of chunks(ids)) {
    const tags = await db
      .selectFrom("item_tags")
      .select(["item_id", "tag"])
      .where("org", "=", place.org)
      .where("kind", "=", place.kind)
      .where("item_id", "in", part)
      .orderBy("tag")
      .execute();
    for (const t of tags) entry(t.item_id).tags.push(t.tag);
    const notes = await db
      .selectFrom("item_notes")
      .select(["item_id", "body", "author", "created_at"])
      .where("org", "=", place.org)
      .where("kind", "=", place.kind)
      .where("item_id", "in", part)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    for (const n of notes) {
      const e = entry(n.item_id);
      if (e.notes.length < 3) e.notes.push({ body: n.body, author: n.author, createdAt: n.created_at });
    }
  }
  return out;
}
