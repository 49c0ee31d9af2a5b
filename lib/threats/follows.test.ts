import { beforeEach, describe, expect, it } from "vitest";
import type { Threat } from "@/lib/contract/threat";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { threatFixture } from "@/lib/testing/threat-fixture";
import { FOLLOW_LIMIT, followAsset, listFollowing, markFollowsSeen, unfollowAsset } from "./follows";
import { upsertThreats } from "./store";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const threat = (id: number, extra: Partial<Threat> = {}) => threatFixture(id, NOW, extra);

describe.each(testEngines())("follows on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    await db().deleteFrom("asset_follows").execute();
    for (const table of ["threat_assets", "threat_asset_brands", "threat_funnel_tally"] as const) await db().deleteFrom(table).execute();
  });

  it("says what changed in a followed asset since its follower last looked, until they mark it seen", async () => {
    await upsertThreats(db(), "", [threat(1), threat(2)], NOW);
    await followAsset(db(), 7, "", "1", NOW);
    await followAsset(db(), 7, "", "2", NOW);
    await followAsset(db(), 7, "", "1", NOW);
    expect((await listFollowing(db(), 7, "")).following.map((f) => f.changes)).toEqual([[], []]);
    // The sync reads asset 2 blocked, taken down and offline.
    await upsertThreats(
      db(),
      "",
      [threat(2, { state: "blocked", livenessStatus: "DEAD", takedown: { status: "COMPLETED", submittedAt: null, completedAt: null } })],
      NOW,
    );
    const view = await listFollowing(db(), 7, "");
    expect(view.following[0]).toMatchObject({
      assetId: "2",
      asset: { state: "blocked" },
      changes: [
        { what: "state", before: "escalated", after: "blocked" },
        { what: "liveness", before: "ALIVE", after: "DEAD" },
        { what: "takedown", before: null, after: "COMPLETED" },
      ],
    });
    // Another user, another organization: their own lists.
    expect((await listFollowing(db(), 8, "")).following).toEqual([]);
    expect((await listFollowing(db(), 7, "acme")).following).toEqual([]);
    await markFollowsSeen(db(), 7, "", "2", NOW);
    expect((await listFollowing(db(), 7, "")).following.every((f) => f.changes.length === 0)).toBe(true);
    await unfollowAsset(db(), 7, "", "2");
    expect((await listFollowing(db(), 7, "")).following.map((f) => f.assetId)).toEqual(["1"]);
  });

  it(`refuses the ${FOLLOW_LIMIT + 1}th follow in words`, async () => {
    await db()
      .insertInto("asset_follows")
      .values(
        Array.from({ length: FOLLOW_LIMIT }, (_, i) => ({
          user_id: 7,
          org: "",
          asset_id: String(i + 1),
          created_at: NOW.toISOString(),
          seen: "{}",
          seen_at: NOW.toISOString(),
        })),
      )
      .execute();
    await expect(followAsset(db(), 7, "", "9999", NOW)).rejects.toThrow(`You follow ${FOLLOW_LIMIT} assets`);
    // Following one already followed is no new follow.
    await followAsset(db(), 7, "", "1", NOW);
  });
});
