import "server-only";
import type { Kysely, Transaction } from "kysely";
import { apiError } from "@/lib/bff/errors";
import type { Database } from "@/lib/db/schema";
import { toAssetRecord } from "./asset-list";
import type { FollowChange, FollowedAsset, FollowingView } from "./follows.types";

/** Follows a user may hold in one organization; one more is refused in words. */
export const FOLLOW_LIMIT = 200;

export type Seen = { state: string | null; liveness: string | null; takedown: string | null };

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

/** More follows than FOLLOW_LIMIT, refused in words before any is added. */
export class FollowLimitError extends Error {
  constructor(held: number, adding: number) {
    super(`You follow ${held} of at most ${FOLLOW_LIMIT} assets here: ${adding} more would pass the limit. Unfollow some first, or select fewer.`);
    this.name = "FollowLimitError";
  }
}

/**
 * Follows many assets at once for one user (a bulk follow, lib/marks/store.ts), all or none: what
 * each is now is what the follower has seen. Answers the ids it added (those not followed already).
 */
export async function followMany(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  org: string,
  assetIds: readonly string[],
  now: Date,
): Promise<string[]> {
  const held = new Set(
    (await db.selectFrom("asset_follows").select("asset_id").where("user_id", "=", userId).where("org", "=", org).execute()).map((r) => r.asset_id),
  );
  const added = [...new Set(assetIds)].filter((id) => !held.has(id));
  if (held.size + added.length > FOLLOW_LIMIT) throw new FollowLimitError(held.size, added.length);
  for (let i = 0; i < added.length; i += 200) {
    const part = added.slice(i, i + 200);
    const current = new Map(
      (
        await db
          .selectFrom("threat_assets")
          .select(["asset_id", "state", "liveness", "takedown_status"])
          .where("org", "=", org)
          .where("asset_id", "in", part)
          .execute()
      ).map((r) => [r.asset_id, { state: r.state, liveness: r.liveness, takedown: r.takedown_status }]),
    );
    await db
      .insertInto("asset_follows")
      .values(
        part.map((assetId) => ({
          user_id: userId,
          org,
          asset_id: assetId,
          created_at: now.toISOString(),
          seen: JSON.stringify(current.get(assetId) ?? { state: null, liveness: null, takedown: null }),
          seen_at: now.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(["user_id", "org", "asset_id"]).doNothing())
      .execute();
  }
  return added;
}

/** Unfollows the assets a bulk follow added (its undo). */
export async function unfollowMany(db: Kysely<Database> | Transaction<Database>, userId: number, org: string, assetIds: readonly string[]): Promise<void> {
  for (let i = 0; i < assetIds.length; i += 200)
    await db
      .deleteFrom("asset_follows")
      .where("user_id", "=", userId)
      .where("org", "=", org)
      .where("asset_id", "in", assetIds.slice(i, i + 200))
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

export function changesOf(seen: Seen, now: Seen): FollowChange[] {
  const changes: FollowChange[] = [];
  for (const what of ["state", "liveness", "takedown"] as const) if (seen[what] !== now[what]) changes.push({ what, before: seen[what], after: now[what] });
  return changes;
}

export function parseSeen(text: string): Seen {
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

/**
 * After a review its author sent: the reviewed asset is followed for them (what you decided, you
 * follow), unless they turned that off in /settings. A full follow list is no error here: the review
 * went out; true when the asset is followed now.
 */
export async function followDecided(db: Kysely<Database>, userId: number, org: string, assetId: string, now: Date): Promise<boolean> {
  const user = await db.selectFrom("users").select("follow_decisions").where("id", "=", userId).executeTakeFirst();
  if (!user || Number(user.follow_decisions) !== 1) return false;
  const held = await db.selectFrom("asset_follows").select("asset_id").where("user_id", "=", userId).where("org", "=", org).execute();
  if (!held.some((f) => f.asset_id === assetId) && held.length >= FOLLOW_LIMIT) return false;
  await followAsset(db, userId, org, assetId, now);
  return true;
}
