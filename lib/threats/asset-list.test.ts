import { CompiledQuery, type Kysely, type RootOperationNode, sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { Threat } from "@/lib/contract/threat";
import type { Database } from "@/lib/db/schema";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { listStoredAssets } from "./asset-list";
import { assetListQuerySchema } from "./asset-schemas";
import { upsertThreats } from "./store";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const HOUR = 3_600_000;

/** 40 assets: first reports on 10 hours (ties), every seventh unknown, three states. */
function threats(): Threat[] {
  return Array.from({ length: 40 }, (_, i) => ({
    id: 1000 + i,
    content: `https://asset-${i}.example`,
    type: "URL",
    status: "UNKNOWN",
    state: ["blocked", "escalated", "investigating"][i % 3]!,
    livenessStatus: "ALIVE",
    brands: [],
    firstReportedAt: i % 7 === 0 ? null : new Date(T0 - ((i * 7) % 10) * HOUR).toISOString(),
    escalatedAt: null,
    blockedAt: null,
    takedown: null,
    detailsUrl: null,
    updatedAt: new Date(T0).toISOString(),
  }));
}

/** The SQL of the queries `run` makes, compiled as the store sends them, with their parameters. */
async function capture(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery[]> {
  const nodes: RootOperationNode[] = [];
  await run(
    db.withPlugin({
      transformQuery: (args) => {
        nodes.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    }),
  );
  return nodes.map((node) => db.getExecutor().compileQuery(node, { queryId: "plan" }));
}

describe.each(testEngines())("the /assets list from the store on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    for (const table of ["threat_assets", "threat_asset_brands", "threat_funnel_tally"] as const) await db().deleteFrom(table).execute();
    await upsertThreats(db(), "", threats(), new Date(T0));
  });

  async function walk(query: Record<string, string>): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const page = await listStoredAssets(db(), "", assetListQuerySchema.parse({ ...query, limit: "4", ...(cursor ? { cursor } : {}) }));
      ids.push(...page.assets.map((a) => a.id));
      if (page.nextCursor === null) return ids;
      cursor = page.nextCursor;
    }
    throw new Error("the pages did not end");
  }

  it("counts the matching assets up to a cap, and says when more match than it counted", async () => {
    const all = threats().length;
    const whole = await listStoredAssets(db(), "", assetListQuerySchema.parse({ limit: "4" }));
    expect(whole).toMatchObject({ total: all, totalCapped: false });
    const capped = await listStoredAssets(db(), "", assetListQuerySchema.parse({ limit: "4" }), { countCap: all - 1 });
    expect(capped).toMatchObject({ total: all - 1, totalCapped: true });
    expect(capped.assets).toEqual(whole.assets);
  });

  const expected = (keep: (t: Threat) => boolean) =>
    threats()
      .filter(keep)
      .sort((a, b) => (b.firstReportedAt ?? "").localeCompare(a.firstReportedAt ?? "") || String(b.id).localeCompare(String(a.id)))
      .map((t) => String(t.id));

  it("pages through every asset once, first reported newest first, ties by id, unknown dates last", async () => {
    expect(await walk({})).toEqual(expected(() => true));
    expect(await walk({ state: "blocked" })).toEqual(expected((t) => t.state === "blocked"));
  });

  it("reads a page, first or after a cursor, in the order of the index on its sort key: no sort of every matching row", async () => {
    const first = await listStoredAssets(db(), "", assetListQuerySchema.parse({ limit: "4" }));
    for (const cursor of [undefined, first.nextCursor!]) {
      const [page] = await capture(db(), (d) => listStoredAssets(d, "", assetListQuerySchema.parse({ limit: "4", ...(cursor ? { cursor } : {}) })));
      if (engine === "sqlite") {
        const plan = await db().executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${page!.sql}`, [...page!.parameters]));
        const text = plan.rows.map((r) => r.detail).join("\n");
        expect(text).toContain("threat_assets_order");
        expect(text).not.toContain("TEMP B-TREE");
      } else {
        // 40 rows: the planner would rather sort them; forbidding sorts shows whether the index can give the order.
        const text = await db()
          .transaction()
          .execute(async (trx) => {
            await sql`SET LOCAL enable_sort = off`.execute(trx);
            await sql`SET LOCAL enable_seqscan = off`.execute(trx);
            const plan = await trx.executeQuery<{ "QUERY PLAN": string }>(CompiledQuery.raw(`EXPLAIN ${page!.sql}`, [...page!.parameters]));
            return plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
          });
        expect(text).toContain("threat_assets_order");
        expect(text).not.toMatch(/\bSort\b/);
      }
    }
  });

  it("filters by a brand's name or slug, whole, from the brand rows the sync keeps as an asset's brands change", async () => {
    const branded = (id: number, brands: Threat["brands"], state = "blocked") => ({ ...threats()[0]!, id, state, brands, content: `https://b${id}.example` });
    await upsertThreats(
      db(),
      "",
      [
        branded(1, [{ slug: "acme-wallet", name: "Acme Wallet" }]),
        branded(2, [{ slug: "acme-wallet", name: null }], "investigating"),
        branded(3, [{ slug: null, name: "Acme Wallet Pro" }]),
        branded(4, [
          { slug: "other", name: "Other" },
          { slug: "acme-wallet", name: "Acme Wallet" },
        ]),
      ],
      new Date(T0),
    );
    await upsertThreats(db(), "acme", [branded(5, [{ slug: "acme-wallet", name: "Acme Wallet" }])], new Date(T0));
    // Both ways of reading a brand: by its few assets' ids, and asking each asset (a brand on many).
    const ids = async (query: Record<string, string>, countCap?: number) => {
      const both = await Promise.all(
        [2_000, 0].map(async (fewBrandAssets) => {
          const page = await listStoredAssets(db(), "", assetListQuerySchema.parse(query), { fewBrandAssets, ...(countCap ? { countCap } : {}) });
          return { ids: page.assets.map((a) => a.id).sort(), total: page.total, capped: page.totalCapped };
        }),
      );
      expect(both[1]).toEqual(both[0]);
      return both[0];
    };
    expect(await ids({ brand: "Acme Wallet" })).toEqual({ ids: ["1", "4"], total: 2, capped: false });
    expect(await ids({ brand: "acme-wallet" })).toEqual({ ids: ["1", "2", "4"], total: 3, capped: false });
    expect(await ids({ brand: "acme-wallet", state: "blocked" })).toEqual({ ids: ["1", "4"], total: 2, capped: false });
    expect(await ids({ brand: "acme-wallet" }, 2)).toEqual({ ids: ["1", "2", "4"], total: 2, capped: true });
    expect((await ids({ brand: "Acme" })).total).toBe(0);
    // Another filter asks each asset; the snooze is read by id either way.
    expect(await ids({ brand: "acme-wallet", q: "b2.example" })).toEqual({ ids: ["2"], total: 1, capped: false });
    await db().deleteFrom("item_marks").execute();
    await db()
      .insertInto("item_marks")
      .values([
        {
          org: "",
          kind: "asset",
          item_id: "1",
          snooze_until_change: 0,
          snoozed_until: new Date(Date.now() + 3_600_000).toISOString(),
          updated_by: "t",
          updated_at: new Date().toISOString(),
        },
        // Until the service changes it: the stored version is not later than the one seen.
        {
          org: "",
          kind: "asset",
          item_id: "2",
          snooze_until_change: 1,
          snoozed_at_version: new Date(T0).toISOString(),
          updated_by: "t",
          updated_at: new Date().toISOString(),
        },
      ])
      .execute();
    expect(await ids({ brand: "acme-wallet" })).toEqual({ ids: ["4"], total: 1, capped: false });
    expect(await ids({ brand: "acme-wallet", snoozed: "true" })).toEqual({ ids: ["1", "2"], total: 2, capped: false });
    expect(await ids({ brand: "acme-wallet", q: "example" })).toEqual({ ids: ["4"], total: 1, capped: false });
    await db().deleteFrom("item_marks").execute();
    // Asset 2 is blocked now, its brands unchanged: the brand's rows carry the new state.
    await upsertThreats(db(), "", [branded(2, [{ slug: "acme-wallet", name: null }], "blocked")], new Date(T0));
    expect(await ids({ brand: "acme-wallet", state: "blocked" })).toEqual({ ids: ["1", "2", "4"], total: 3, capped: false });
    expect(await ids({ brand: "acme-wallet", state: "investigating" })).toEqual({ ids: [], total: 0, capped: false });
    // The feed sends asset 4 again without the brand: it leaves the brand's list.
    await upsertThreats(db(), "", [branded(4, [{ slug: "other", name: "Other" }])], new Date(T0));
    expect(await ids({ brand: "acme-wallet" })).toEqual({ ids: ["1", "2"], total: 2, capped: false });
    expect(await ids({ brand: "Other" })).toEqual({ ids: ["4"], total: 1, capped: false });
  });
});
