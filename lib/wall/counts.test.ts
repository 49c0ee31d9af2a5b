import { beforeEach, describe, expect, it } from "vitest";
import type { WatchlistEntry } from "@/lib/contract/threat";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { applyBulk } from "@/lib/marks/store";
import { threatFixture } from "@/lib/testing/threat-fixture";
import { upsertThreats, upsertWatchlist } from "@/lib/threats/store";
import { wallCounts } from "./counts";

const T0 = new Date("2026-11-20T12:00:00.000Z");
const threat = (id: number, state: string, livenessStatus: string) => threatFixture(id, T0, { state, livenessStatus, escalatedAt: null });
const watched = (id: number, livenessStatus: string): WatchlistEntry => ({
  id,
  content: `https://w${id}.test`,
  type: "URL",
  status: "WATCHLISTED",
  pendingStatus: null,
  livenessStatus,
  reason: null,
  watchlistedAt: null,
  firstReportedAt: null,
  lastScanAt: null,
});

describe.each(testEngines())("the wall's console counts on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    for (const table of ["threat_assets", "threat_watchlist", "item_tags", "item_marks", "mark_batches"] as const) await db().deleteFrom(table).execute();
  });

  it("counts blocked and watchlisted assets seen coming back online, the top tags by items, and assigned items, per organization", async () => {
    // Assets 1 and 2 are blocked and go offline; 1 comes back. 3 comes back but is not blocked.
    await upsertThreats(db(), "", [threat(1, "blocked", "DEAD"), threat(2, "blocked", "DEAD"), threat(3, "escalated", "DEAD")], T0);
    await upsertThreats(db(), "", [threat(1, "blocked", "ALIVE"), threat(2, "blocked", "DEAD"), threat(3, "escalated", "ALIVE")], T0);
    await upsertWatchlist(db(), "", [watched(7, "DEAD")], 1, T0);
    await upsertWatchlist(db(), "", [watched(7, "ALIVE")], 2, T0);
    await upsertThreats(db(), "acme", [threat(1, "blocked", "DEAD")], T0);
    await upsertThreats(db(), "acme", [threat(1, "blocked", "ALIVE")], T0);
    await applyBulk(db(), { org: "", kind: "report" }, ["r1", "r2", "r3"], { type: "tag", tag: "campaign-x" }, "ann", T0);
    await applyBulk(db(), { org: "", kind: "proposal" }, ["p1"], { type: "tag", tag: "campaign-x" }, "ann", T0);
    await applyBulk(db(), { org: "", kind: "report" }, ["r1"], { type: "tag", tag: "kit-9" }, "ann", T0);
    await applyBulk(db(), { org: "", kind: "report" }, ["r1", "r2"], { type: "assign", assignee: "bo" }, "ann", T0);
    expect(await wallCounts(db(), "")).toEqual({
      blockedLiveAgain: 1,
      watchlistedLiveAgain: 1,
      tags: [
        { tag: "campaign-x", count: 4 },
        { tag: "kit-9", count: 1 },
      ],
      assigned: 2,
    });
    expect(await wallCounts(db(), "acme")).toEqual({ blockedLiveAgain: 1, watchlistedLiveAgain: 0, tags: [], assigned: 0 });
  });
});
