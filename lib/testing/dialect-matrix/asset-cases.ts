import "server-only";
import { expect } from "vitest";
import { getDb } from "@/lib/db";
import { threatSyncOnce, wantThreatRead } from "@/lib/threats/sync";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { listThreats, listWatchlist } from "@/lib/upstream/threats";
import { type CaseTable, expectError, expectStatus, type MatrixContext } from "./context";

/** Drains the threats feed and the watchlist of this dialect's service into the console store, as the job does. */
export async function synced(ctx: MatrixContext): Promise<void> {
  const deps = {
    db: await getDb(),
    now: () => new Date(),
    callsPerMinute: 10_000,
    pollMs: 3_600_000,
    perPage: 100,
    threats: (q: Parameters<typeof listThreats>[1]) => listThreats(getUpstreamClient(), q),
    watchlist: (q: Parameters<typeof listWatchlist>[1]) => listWatchlist(getUpstreamClient(), q),
  };
  // A read is due now, as after the service's webhook: a case before this one may have synced already,
  // and reports filed since then must reach the store too.
  await wantThreatRead(deps.db, deps.now());
  for (let i = 0; i < 200; i++) if ((await threatSyncOnce(deps)).call === null) return;
  throw new Error(`the threats sync did not settle in the ${ctx.dialect} dialect`);
}

export const ASSET_CASES: CaseTable = {
  assets: {
    GET: {
      checks:
        "the synced threats feed: every asset the service lists, ids as text, state and brand filters, keyset pages, a foreign cursor refused; assets by id",
      async run(ctx) {
        await synced(ctx);
        const served = ctx.env.service.store.db
          .prepare(
            "SELECT COUNT(DISTINCT p.asset_id) AS n FROM proposals p JOIN reports r ON r.id = p.report_id WHERE r.organization_id = 1 AND r.created_at <= ?",
          )
          .get(new Date().toISOString()) as { n: number };
        const all = await ctx.call("GET", "assets", { query: "?limit=10", as: ctx.users.viewer });
        expectStatus(all, 200);
        expect(all.body.total).toBe(served.n);
        expect(all.body.assets).toHaveLength(10);
        expect(typeof all.body.assets[0].id).toBe("string");
        const next = await ctx.call("GET", "assets", { query: `?limit=10&cursor=${all.body.nextCursor}`, as: ctx.users.viewer });
        expect(next.body.assets.map((a: { id: string }) => a.id)).not.toContain(all.body.assets[9].id);
        const blocked = await ctx.call("GET", "assets", { query: "?state=blocked&limit=200" });
        expect(blocked.body.assets.length).toBeGreaterThan(0);
        expect(blocked.body.assets.every((a: { state: string }) => a.state === "blocked")).toBe(true);
        // A brand, by name and by slug, from the brand rows the sync kept: exactly the assets that carry it.
        type Listed = { id: string; brands: { name: string | null; slug: string | null }[] };
        const every: Listed[] = [];
        let cursor: string | null = null;
        do {
          const page = await ctx.call("GET", "assets", { query: `?limit=200${cursor ? `&cursor=${cursor}` : ""}` });
          every.push(...page.body.assets);
          cursor = page.body.nextCursor;
        } while (cursor);
        const brand = every.flatMap((a) => a.brands).find((b) => b.name !== null) ?? null;
        for (const [key, value] of brand ? ([["name", brand.name], ...(brand.slug ? [["slug", brand.slug]] : [])] as const) : []) {
          const want = every.filter((a) => a.brands.some((b) => b.name === value || b.slug === value)).map((a) => a.id);
          const got = await ctx.call("GET", "assets", { query: `?brand=${encodeURIComponent(value!)}&limit=200` });
          expect(got.body.total, `brand ${key}`).toBe(want.length);
          expect(got.body.assets.map((a: Listed) => a.id).sort()).toEqual([...want].sort());
        }
        expect((await ctx.call("GET", "assets", { query: "?brand=No%20such%20brand" })).body.total).toBe(0);
        expectError(await ctx.call("GET", "assets", { query: "?cursor=nope" }), 400, "BAD_REQUEST");
        expectError(await ctx.call("GET", "assets", { query: "?state=gone" }), 400, "BAD_REQUEST");
        // A report's assets by id, as its panel asks: those the sync stored, an unknown id simply absent.
        const named = [all.body.assets[0].id, all.body.assets[3].id];
        const byId = await ctx.call("GET", "assets", { query: `?ids=${named.join(",")},no-such-asset` });
        expect(byId.body.assets.map((a: { id: string }) => a.id).sort()).toEqual([...named].sort());
        expectError(await ctx.call("GET", "assets", { query: `?ids=${Array.from({ length: 51 }, (_, i) => i).join(",")}` }), 400, "BAD_REQUEST");
      },
    },
  },
  "assets/export": {
    GET: {
      checks: "the filtered assets as a CSV download, one line per asset",
      async run(ctx) {
        await synced(ctx);
        const answer = await ctx.call("GET", "assets/export", { query: "?state=blocked", as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.headers.get("content-type")).toMatch(/^text\/csv/);
        const count = (await ctx.call("GET", "assets", { query: "?state=blocked&limit=1" })).body.total;
        expect(answer.text.trim().split("\r\n")).toHaveLength(count + 1);
      },
    },
  },
  "assets/funnel": {
    GET: {
      checks: "the funnel of a period: counts that only narrow from step to step, each equal to the list it opens",
      async run(ctx) {
        await synced(ctx);
        const today = new Date().toISOString().slice(0, 10);
        const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
        const answer = await ctx.call("GET", "assets/funnel", { query: `?from=${from}&to=${today}`, as: ctx.users.viewer });
        expectStatus(answer, 200);
        const counts = answer.body.stages.map((s: { count: number }) => s.count);
        expect(counts[0]).toBeGreaterThan(0);
        const range = `from=${from}T00:00:00Z&to=${new Date(Date.parse(today) + 86_400_000).toISOString()}`;
        const blocked = await ctx.call("GET", "assets", { query: `?reached=blocked&limit=1&${range}` });
        expect(blocked.body.total).toBe(counts[2]);
        expectError(await ctx.call("GET", "assets/funnel", { query: `?from=${today}&to=${from}` }), 400, "BAD_REQUEST");
      },
    },
  },
  "assets/following": {
    GET: {
      checks: "the user's own follows, each with what changed since they last looked; a wall link has none",
      async run(ctx) {
        await synced(ctx);
        const answer = await ctx.call("GET", "assets/following", { as: ctx.users.reviewer });
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ following: [], limit: 200 });
        expectError(await ctx.call("GET", "assets/following", { as: ctx.wall }), 403, "FORBIDDEN");
      },
    },
    POST: {
      checks: "follows an asset by its id as text (twice is once), audited",
      async run(ctx) {
        await synced(ctx);
        const id = (await ctx.call("GET", "assets", { query: "?limit=1" })).body.assets[0].id;
        await ctx.call("POST", "assets/following", { body: { assetId: id }, as: ctx.users.viewer });
        const answer = await ctx.call("POST", "assets/following", { body: { assetId: id }, as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.body.following.map((f: { assetId: string }) => f.assetId)).toEqual([id]);
        expect(answer.body.following[0].asset.id).toBe(id);
        expectError(await ctx.call("POST", "assets/following", { body: { assetId: "" } }), 400, "BAD_REQUEST");
      },
    },
    DELETE: {
      checks: "unfollows, audited",
      async run(ctx) {
        await synced(ctx);
        const id = (await ctx.call("GET", "assets", { query: "?limit=1" })).body.assets[0].id;
        await ctx.call("POST", "assets/following", { body: { assetId: id } });
        const answer = await ctx.call("DELETE", "assets/following", { body: { assetId: id } });
        expectStatus(answer, 200);
        expect(answer.body.following.map((f: { assetId: string }) => f.assetId)).not.toContain(id);
      },
    },
    PATCH: {
      checks: "marks what changed as seen",
      async run(ctx) {
        await synced(ctx);
        const answer = await ctx.call("PATCH", "assets/following", { body: {}, as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.body.following.every((f: { changes: unknown[] }) => f.changes.length === 0)).toBe(true);
      },
    },
  },
  "assets/watchlist": {
    GET: {
      checks: "the watchlist as last read, with the service's total",
      async run(ctx) {
        await synced(ctx);
        const answer = await ctx.call("GET", "assets/watchlist", { as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.body.entries.length).toBeGreaterThan(0);
        expect(answer.body.total).toBe(answer.body.serviceTotal);
      },
    },
  },
  "assets/sync": {
    GET: {
      checks: "the sync's progress: backfill done, the watermark and what the store holds",
      async run(ctx) {
        await synced(ctx);
        const answer = await ctx.call("GET", "assets/sync", { as: ctx.users.viewer });
        expectStatus(answer, 200);
        expect(answer.body).toMatchObject({ backfillDone: true, sweep: null, lastError: null });
        expect(answer.body.assetsStored).toBeGreaterThan(0);
        expect(answer.body.watermark).not.toBeNull();
      },
    },
  },
};
