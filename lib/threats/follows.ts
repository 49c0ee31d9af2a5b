import "server-only";
import type { Kysely } from "kysely";
import { apiError } from "@/lib/bff/errors";
import type { Database } from "@/lib/db/schema";
import { toAssetRecord } from "./asset-list";
import type { FollowChange, FollowedAsset, FollowingView } from "./follows.types";

/** Follows a user may hold in one organization; one more is refused in words. */
export const FOLLOW_LIMIT = 200;

type Seen = { state: string | null; liveness: string | null; takedown: string | null };

async function currentOf(db: Kysely<Database>, org: string, assetId: string): Promise<Seen> {
  const row = await db
    .selectFrom("threat_assets")
    .select(["state", "liveness", "takedown_status"])
    .where("org", "=", org)
    .where("asset_id", "=", assetId)
    .executeTakeFirst();
  return { state: row?.state ?? null, liveness: row?.liveness ?? null, takedown: row?.takedown_status ?? null };
}

/** Follows an asset (again: nothing changes); what it is now is what the follower has seen. */
export async function followAsset(db: Kysely<Database>, userId: number, org: string, assetId: string, now: Date): Promise<void> {
  const held = await db.selectFrom("asset_follows").select(["asset_id"]).where("user_id", "=", userId).where("org", "=", org).execute();
  if (held.some((f) => f.asset_id === assetId)) return;
  if (held.length >= FOLLOW_LIMIT) {
    throw apiError("CONFLICT", `You follow ${FOLLOW_LIMIT} assets, the most one person may: unfollow one before following another.`);
  }
  const seen = JSON.stringify(await currentOf(db, org, assetId));
  await db
    .insertInto("asset_follows")
    .values({ user_id: userId, org, asset_id: assetId, created_at: now.toISOString(), seen, seen_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "org", "asset_id"]).doNothing())
    .execute();
}

export async function unfollowAsset(db: Kysely<Database>, userId: number, org: string, assetId: string): Promise<void> {
  await db.deleteFrom("asset_follows").where("user_id", "=", userId).where("org", "=", org).where("asset_id", "=", assetId).execute();
}

/** Marks what the followed assets are now as seen (one asset, or all of them). */
export async function markFollowsSeen(db: Kysely<Database>, userId: number, org: string, assetId: string | null, now: Date): Promise<void> {
  let select = db.selectFrom("asset_follows").select("asset_id").where("user_id", "=", userId).where("org", "=", org);
  if (assetId !== null) select = select.where("asset_id", "=", assetId);
  for (const { asset_id } of await select.execute()) {
    await db
      .updateTable("asset_follows")
      .set({ seen: JSON.stringify(await currentOf(db, org, asset_id)), seen_at: now.toISOString() })
      .where("user_id", "=", userId)
      .where("org", "=", org)
      .where("asset_id", "=", asset_id)
      .execute();
  }
}

function changesOf(seen: Seen, now: Seen): FollowChange[] {
  const changes: FollowChange[] = [];
  for (const what of ["state", "liveness", "takedown"] as const) if (seen[what] !== now[what]) changes.push({ what, before: seen[what], after: now[what] });
  return changes;
}

function parseSeen(text: string): Seen {
  try {
    const v = JSON.parse(text) as Partial<Seen>;
    return { state: v.state ?? null, liveness: v.liveness ?? null, takedown: v.takedown ?? null };
  } catch {
    return { state: null, liveness: null, takedown: null };
  }
}

/** The user's followed assets, changed ones first, each with what changed since they last looked. */
export async function listFollowing(db: Kysely<Database>, userId: number, org: string): Promise<FollowingView> {
  const rows = await db
    .selectFrom("asset_follows as f")
    .leftJoin("threat_assets as a", (join) => join.onRef("a.org", "=", "f.org").onRef("a.asset_id", "=", "f.asset_id"))
    .selectAll("a")
    .select(["f.asset_id as followed_id", "f.created_at as followed_at", "f.seen", "f.seen_at"])
    .where("f.user_id", "=", userId)
    .where("f.org", "=", org)
    .orderBy("f.created_at", "desc")
    .execute();
  const following: FollowedAsset[] = rows.map((r) => {
    const known = r.synced_at !== null && r.synced_at !== undefined;
    const now: Seen = { state: r.state ?? null, liveness: r.liveness ?? null, takedown: r.takedown_status ?? null };
    return {
      assetId: r.followed_id,
      followedAt: r.followed_at,
      seenAt: r.seen_at,
      asset: known ? toAssetRecord({ ...r, org, asset_id: r.followed_id, brands: r.brands ?? "[]", synced_at: r.synced_at! }) : null,
      changes: known ? changesOf(parseSeen(r.seen), now) : [],
    };
  });
  following.sort((a, b) => Number(b.changes.length > 0) - Number(a.changes.length > 0));
  return { following, limit: FOLLOW_LIMIT };
}
