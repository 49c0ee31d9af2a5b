import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database, SavedViewsTable } from "@/lib/db/schema";
import type { SavedView } from "./store.types";
import type { SavedViewPage } from "./view-state";

export type ViewOwner = { id: number; name: string };
/** Which page of which organization (its storage key: lib/contract/organization-scope.ts). */
export type ViewPlace = { organization: string; page: SavedViewPage };

function toView(row: Selectable<SavedViewsTable>): SavedView {
  return {
    id: row.id,
    page: row.page as SavedViewPage,
    name: row.name,
    ownerId: Number(row.owner_id),
    ownerName: row.owner_name,
    shared: Number(row.shared) === 1,
    state: row.state,
    pinned: Number(row.pinned) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The views a user sees on a page: the team's shared ones and their own, shared first, then by name. */
export async function listViews(db: Kysely<Database>, place: ViewPlace, userId: number): Promise<SavedView[]> {
  const rows = await db
    .selectFrom("saved_views")
    .selectAll()
    .where("organization", "=", place.organization)
    .where("page", "=", place.page)
    .where((eb) => eb.or([eb("shared", "=", 1), eb("owner_id", "=", userId)]))
    .execute();
  return rows.map(toView).sort((a, b) => Number(b.pinned) - Number(a.pinned) || Number(b.shared) - Number(a.shared) || a.name.localeCompare(b.name));
}

/** One view of an organization, whoever owns it (the caller decides what they may do with it). */
export async function getView(db: Kysely<Database>, organization: string, id: string): Promise<SavedView | null> {
  const row = await db.selectFrom("saved_views").selectAll().where("id", "=", id).where("organization", "=", organization).executeTakeFirst();
  return row ? toView(row) : null;
}

/** One view by id, whatever its organization, with that organization (the alert job counts it). */
export async function getAnyView(db: Kysely<Database>, id: string): Promise<(SavedView & { organization: string }) | null> {
  const row = await db.selectFrom("saved_views").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...toView(row), organization: row.organization } : null;
}

export async function createView(
  db: Kysely<Database>,
  place: ViewPlace,
  input: { name: string; shared: boolean; state: string },
  owner: ViewOwner,
  now = new Date(),
): Promise<SavedView> {
  const at = now.toISOString();
  const row = await db
    .insertInto("saved_views")
    .values({
      id: `view_${randomBytes(9).toString("base64url")}`,
      page: place.page,
      organization: place.organization,
      name: input.name,
      owner_id: owner.id,
      owner_name: owner.name,
      shared: input.shared ? 1 : 0,
      state: input.state,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(row);
}

/** Renames a view, stores new state, or shares it; a view stops being the team default when it is no longer shared. */
export async function changeView(
  db: Kysely<Database>,
  organization: string,
  id: string,
  change: { name?: string; state?: string; shared?: boolean },
  now = new Date(),
): Promise<SavedView | null> {
  const row = await db
    .updateTable("saved_views")
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.state !== undefined ? { state: change.state } : {}),
      ...(change.shared !== undefined ? { shared: change.shared ? 1 : 0, ...(change.shared ? {} : { pinned: 0 }) } : {}),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("organization", "=", organization)
    .returningAll()
    .executeTakeFirst();
  return row ? toView(row) : null;
}

/** Deletes a view and every user's default naming it. */
export async function deleteView(db: Kysely<Database>, organization: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("saved_views").where("id", "=", id).where("organization", "=", organization).executeTakeFirst();
    await trx.deleteFrom("saved_view_defaults").where("view_id", "=", id).execute();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Makes a shared view the team's default of its page (the one before it stops being), or clears it. */
export async function pinView(db: Kysely<Database>, place: ViewPlace, id: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("saved_views").set({ pinned: 0 }).where("organization", "=", place.organization).where("page", "=", place.page).execute();
    if (id !== null)
      await trx
        .updateTable("saved_views")
        .set({ pinned: 1 })
        .where("id", "=", id)
        .where("organization", "=", place.organization)
        .where("page", "=", place.page)
        .where("shared", "=", 1)
        .execute();
  });
}

/** A user's own default of a page, or none (null): the team's default applies again. */
export async function setMyDefault(db: Kysely<Database>, place: ViewPlace, userId: number, viewId: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("saved_view_defaults")
      .where("user_id", "=", userId)
      .where("organization", "=", place.organization)
      .where("page", "=", place.page)
      .execute();
    if (viewId !== null)
      await trx.insertInto("saved_view_defaults").values({ user_id: userId, organization: place.organization, page: place.page, view_id: viewId }).execute();
  });
}

/** The user's own default view id, if they chose one. */
export async function myDefaultId(db: Kysely<Database>, place: ViewPlace, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("saved_view_defaults")
    .select("view_id")
    .where("user_id", "=", userId)
    .where("organization", "=", place.organization)
    .where("page", "=", place.page)
    .executeTakeFirst();
  return row?.view_id ?? null;
}

/** Where a new visit of the page opens: the user's own default if they still see it, else the team's pinned view. */
export function defaultViewOf(views: readonly SavedView[], myDefault: string | null): SavedView | null {
  return views.find((v) => v.id === myDefault) ?? views.find((v) => v.pinned) ?? null;
}
