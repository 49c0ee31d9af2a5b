import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Threat, WatchlistEntry } from "@/lib/contract/threat";
import { useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { upsertThreats, upsertWatchlist } from "@/lib/threats/store";
import { evaluateRules } from "./evaluate";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

const T0 = Date.parse("2026-11-26T12:00:00.000Z");
const minute = (n: number) => new Date(T0 + n * 60_000);

beforeAll(() => {
  process.env.ALERTS_SECRET = "live-again-test-secret-".padEnd(40, "x");
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => resetAlertsKeyForTests());

const watched = (liveness: string): WatchlistEntry => ({
  id: 7,
  content: "login-example.test",
  type: "URL",
  status: "UNKNOWN",
  pendingStatus: null,
  livenessStatus: liveness,
  watchlistedAt: minute(-600).toISOString(),
  reason: "PARKING",
  firstReportedAt: minute(-700).toISOString(),
  lastScanAt: null,
});
const blocked = (liveness: string): Threat => ({
  id: 9,
  content: "https://airdrop-claim.test",
  type: "URL",
  status: "BLOCKED",
  state: "blocked",
  livenessStatus: liveness,
  brands: [],
  firstReportedAt: minute(-700).toISOString(),
  escalatedAt: null,
  blockedAt: minute(-600).toISOString(),
  takedown: { status: "COMPLETED", submittedAt: minute(-500).toISOString(), completedAt: minute(-400).toISOString() },
  detailsUrl: null,
  updatedAt: minute(0).toISOString(),
});

describe("alert condition: a watchlisted or blocked asset online again (re-emergence)", () => {
  const db = useTestDb("sqlite");
  beforeEach(async () => {
    await clearAlertTables(db());
    for (const table of ["threat_assets", "threat_asset_brands", "threat_funnel_tally"] as const) await db().deleteFrom(table).execute();
    await db().deleteFrom("threat_watchlist").execute();
  });

  it.each(["watchlist", "blocked"] as const)(
    "fires when a %s asset the sync saw offline comes back online, and resolves once the window passes",
    async (list) => {
      await createRule(
        db(),
        ruleInputSchema.parse({ name: "Came back", condition: { kind: "asset-live-again", list, windowMinutes: 30 }, forSeconds: 0, channelIds: [1] }),
        "admin",
      );
      const { sources } = fakeSources({ pending: 0 });
      const seen = (liveness: string, at: Date) =>
        list === "watchlist" ? upsertWatchlist(db(), "", [watched(liveness)], 1, at) : upsertThreats(db(), "", [blocked(liveness)], at);
      await seen("DEAD", minute(0));
      expect((await evaluateRules(db(), sources, minute(1))).transitions).toEqual([]);
      await seen("ALIVE", minute(2));
      const fired = await evaluateRules(db(), sources, minute(3));
      expect(fired.transitions.map((t) => t.to)).toEqual(["firing"]);
      const state = await db().selectFrom("alert_states").select("last_value").executeTakeFirstOrThrow();
      expect(state.last_value).toContain(
        list === "watchlist" ? "1 watchlisted asset online again in 30 min (login-example.test)" : "1 blocked asset online again",
      );
      expect((await evaluateRules(db(), sources, minute(40))).transitions.map((t) => t.to)).toEqual(["resolved"]);
    },
  );

  it("does not fire for an asset that was never seen offline", async () => {
    await createRule(
      db(),
      ruleInputSchema.parse({
        name: "Came back",
        condition: { kind: "asset-live-again", list: "watchlist", windowMinutes: 30 },
        forSeconds: 0,
        channelIds: [1],
      }),
      "admin",
    );
    await upsertWatchlist(db(), "", [watched("ALIVE")], 1, minute(0));
    expect((await evaluateRules(db(), fakeSources({ pending: 0 }).sources, minute(1))).transitions).toEqual([]);
  });
});
