import "server-only";
import { type ExpressionBuilder, type Kysely, type RawBuilder, sql } from "kysely";
import { CSV_BOM, csvRow } from "@/lib/csv";
import type { Database, ThreatAssetsTable } from "@/lib/db/schema";
import { ASSET_CSV_COLUMNS, assetCsvCells } from "./asset-csv";
import type { AssetBrand, AssetPage, AssetRecord } from "./asset-list.types";
import type { AssetFilters, AssetListQuery } from "./asset-schemas";

type Row = ThreatAssetsTable;

function brandsOf(text: string): AssetBrand[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? (parsed as AssetBrand[]) : [];
  } catch {
    return [];
  }
}

export function toAssetRecord(r: Row): AssetRecord {
  return {
    id: r.asset_id,
    content: r.content,
    type: r.type,
    status: r.status,
    state: r.state,
    liveness: r.liveness,
    brands: brandsOf(r.brands),
    firstReportedAt: r.first_reported_at,
    escalatedAt: r.escalated_at,
    blockedAt: r.blocked_at,
    takedownStatus: r.takedown_status,
    takedownSubmittedAt: r.takedown_submitted_at,
    takedownCompletedAt: r.takedown_completed_at,
    detailsUrl: r.details_url,
    updatedAt: r.updated_at,
    liveAgainAt: r.live_again_at,
  };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** `column LIKE %text%` with the same escape character on both engines. */
const contains = (eb: ExpressionBuilder<Database, "threat_assets">, column: RawBuilder<unknown>, text: string) =>
  eb(sql`${column} like ${`%${likeEscape(text)}%`} escape '\\'`, "=", sql<boolean>`true`);

/**
 * How the brand filter is read (docs/assets.md "At 1,000,000 assets"). The brand's rows are read
 * first, each asking whether its asset matches the other filters, up to a few thousand matches. When
 * that is all of them, the list looks those assets up by id and sorts them. When more match, the list
 * walks its order asking each asset whether it has the brand, and finds a page within a few thousand
 * rows; walking the order for a brand or a combination that few assets match would read the whole
 * list for one page (250 ms for none of 1,000,000 on SQLite).
 */
type BrandMatch = { brand: string; ids: string[] | null; matched: number } | null;

/** At most this many matching assets of a brand are read by their ids. */
const FEW_BRAND_ASSETS = 5_000;

/** The brand's matching assets, read up to `upTo` + 1 of them (the count's cap), and their ids when they are few. */
async function brandMatch(db: Kysely<Database>, org: string, filters: AssetFilters, upTo: number, few = FEW_BRAND_ASSETS): Promise<BrandMatch> {
  if (!filters.brand) return null;
  const rows = await brandRowsMatching(db, org, filters.brand, filters)
    .select("b.asset_id")
    .limit(Math.max(few, upTo) + 1)
    .execute();
  return { brand: filters.brand, ids: rows.length > few ? null : rows.map((r) => r.asset_id), matched: rows.length };
}

/** Filters the brand's rows answer alone: the state they carry, and the snooze, by id. */
const BRAND_ROW_FILTERS = new Set(["brand", "state", "snoozed", "cursor", "limit"]);

/**
 * The brand's rows whose asset matches the other filters. A state and the snooze are read from the
 * rows themselves (an index of brand, state and asset). Any other filter asks each row's asset, in a
 * scalar subquery because PostgreSQL turns a join or EXISTS into a hash of every row of the brand
 * first (176 ms at 1,000,000 assets, where a count stops at its cap after about as many index reads
 * as it counts).
 */
function brandRowsMatching(db: Kysely<Database>, org: string, brand: string, filters: AssetFilters) {
  const rows = db.selectFrom("threat_asset_brands as b").where("b.org", "=", org).where("b.brand", "=", brand);
  const set = Object.entries(filters).filter(([key, value]) => value !== undefined && !BRAND_ROW_FILTERS.has(key));
  if (set.length === 0) {
    return rows
      .$call((q) => (filters.state?.length ? q.where("b.state", "in", filters.state) : q))
      .where((eb) => eb("b.asset_id", filters.snoozed ? "in" : "not in", snoozedIds(eb, org)));
  }
  return rows.where((eb) =>
    eb(
      eb
        .selectFrom("threat_assets")
        .select(sql<number>`1`.as("hit"))
        .where(sql<boolean>`threat_assets.asset_id = b.asset_id`)
        .where((inner) => filtered(inner, org, filters, null))
        .limit(1),
      "is not",
      null,
    ),
  );
}

function filtered(eb: ExpressionBuilder<Database, "threat_assets">, org: string, f: AssetFilters, brand: BrandMatch) {
  const clauses = [eb("threat_assets.org", "=", org)];
  if (f.state?.length) clauses.push(eb("state", "in", f.state));
  if (f.liveness?.length) clauses.push(eb("liveness", "in", f.liveness));
  if (f.takedown === "none") clauses.push(eb("takedown_status", "is", null));
  else if (f.takedown) clauses.push(eb("takedown_status", "=", f.takedown));
  if (f.from) clauses.push(eb("first_reported_at", ">=", new Date(f.from).toISOString()));
  if (f.to) clauses.push(eb("first_reported_at", "<", new Date(f.to).toISOString()));
  if (f.reached) clauses.push(eb(REACHED[f.reached], "is not", null));
  if (f.liveAgain) clauses.push(eb("live_again_at", "is not", null));
  if (f.ids) clauses.push(eb("threat_assets.asset_id", "in", f.ids));
  if (f.tag) clauses.push(eb("threat_assets.asset_id", "in", taggedIds(eb, org, f.tag)));
  if (f.assignee) clauses.push(eb("threat_assets.asset_id", "in", assignedIds(eb, org, f.assignee)));
  // A snoozed asset is listed only when asked for, except among assets named by id (a report's, in its panel).
  if (f.snoozed) clauses.push(eb("threat_assets.asset_id", "in", snoozedIds(eb, org)));
  else if (!f.ids) clauses.push(eb("threat_assets.asset_id", "not in", snoozedIds(eb, org)));
  if (f.q) clauses.push(contains(eb, sql`lower(content)`, f.q.toLowerCase()));
  // A brand's name or slug, matched whole, from the rows the sync keeps a brand each (lib/threat-derived/asset-brands.ts).
  // A brand on no asset: an id is never null, so nothing matches (`IN ()` is not SQL).
  if (brand?.ids) clauses.push(brand.ids.length === 0 ? eb("threat_assets.asset_id", "is", null) : eb("threat_assets.asset_id", "in", brand.ids));
  else if (brand) clauses.push(eb.exists(brandedIds(eb, org, brand.brand)));
  return eb.and(clauses);
}

const brandedIds = (eb: ExpressionBuilder<Database, "threat_assets">, org: string, brand: string) =>
  eb
    .selectFrom("threat_asset_brands as b")
    .select("b.asset_id")
    .where("b.org", "=", org)
    .where("b.brand", "=", brand)
    .whereRef("b.asset_id", "=", "threat_assets.asset_id");

/** This organization's assets tagged `tag` (lib/marks, kind `asset`). */
const taggedIds = (eb: ExpressionBuilder<Database, "threat_assets">, org: string, tag: string) =>
  eb.selectFrom("item_tags").select("item_id").where("org", "=", org).where("kind", "=", "asset").where("tag", "=", tag);

/** This organization's assets assigned to `assignee`. */
const assignedIds = (eb: ExpressionBuilder<Database, "threat_assets">, org: string, assignee: string) =>
  eb.selectFrom("item_marks").select("item_id").where("org", "=", org).where("kind", "=", "asset").where("assignee", "=", assignee);

/**
 * The assets whose snooze holds now (lib/marks/store.ts `isSnoozed` in SQL): before its time, or,
 * until the service changes it, while the stored updated time is not later than the one seen when
 * snoozed (both as the sync writes them, ISO text, so they compare as text). It names no row of
 * the query it filters, so both engines read it once per query, not once per row.
 */
function snoozedIds(eb: ExpressionBuilder<Database, any>, org: string) {
  const now = new Date().toISOString();
  return eb
    .selectFrom("item_marks as m")
    .leftJoin("threat_assets as snoozed", (join) => join.onRef("snoozed.org", "=", "m.org").onRef("snoozed.asset_id", "=", "m.item_id"))
    .select("m.item_id")
    .where("m.org", "=", org)
    .where("m.kind", "=", "asset")
    .where((w) =>
      w.or([
        w("m.snoozed_until", ">", now),
        w.and([
          w("m.snooze_until_change", "=", 1),
          w.or([w("m.snoozed_at_version", "is", null), w("snoozed.updated_at", "is", null), w("snoozed.updated_at", "<=", w.ref("m.snoozed_at_version"))]),
        ]),
      ]),
    );
}

const REACHED = { escalated: "escalated_at", blocked: "blocked_at", submitted: "takedown_submitted_at", completed: "takedown_completed_at" } as const;

type Position = [string, string];
const encodeCursor = (p: Position) => Buffer.from(JSON.stringify(p), "utf8").toString("base64url");
function decodeCursor(cursor: string): Position | null {
  try {
    const p = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown;
    return Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === "string") ? (p as Position) : null;
  } catch {
    return null;
  }
}

export class InvalidAssetCursorError extends Error {}

/** First reported newest first; an asset whose first report is unknown sorts last. */
const SORT_UNKNOWN = "";
/**
 * The list's order, written as SQL text rather than with a bound parameter so that an index on the
 * same expression (the one bench/threat-backfill.bench.ts measures) can serve it: a parameter in
 * the ORDER BY matches no index, and both engines then sort every matching row for each page
 * (1.9 s on SQLite, 0.2 s on PostgreSQL at 250,000 assets).
 */
const SORT_KEY = sql<string>`coalesce(first_reported_at, '')`;

/** Beyond this many matching assets, a list says "more than" this rather than count them all. */
export const ASSET_COUNT_CAP = 10_000;

/**
 * How many assets match, counting no further than `cap` + 1: at 1,000,000 assets a whole count took
 * 0.2 s on PostgreSQL (`npm run bench -- threat-backfill`, docs/assets.md). A brand filter is
 * counted by its read of the brand's rows instead (`brandMatch`).
 */
async function countMatching(db: Kysely<Database>, org: string, filters: AssetFilters, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      db
        .selectFrom("threat_assets")
        .select(sql<number>`1`.as("one"))
        .where((eb) => filtered(eb, org, filters, null))
        .limit(cap + 1)
        .as("matching"),
    )
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the organization's reported assets from the store, newest first reported first, keyset-paged. */
export async function listStoredAssets(
  db: Kysely<Database>,
  org: string,
  query: AssetListQuery,
  { countCap = ASSET_COUNT_CAP, fewBrandAssets = FEW_BRAND_ASSETS }: { countCap?: number; fewBrandAssets?: number } = {},
): Promise<AssetPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && after === null) throw new InvalidAssetCursorError();
  const brand = await brandMatch(db, org, query, countCap, fewBrandAssets);
  let select = db
    .selectFrom("threat_assets")
    .selectAll()
    .where((eb) => filtered(eb, org, query, brand));
  // After the cursor's row. The plain bound first is what SQLite seeks an index on the expression to
  // (it does not seek to a row value that starts with an expression); the row value settles the ties.
  if (after) select = select.where(sql<boolean>`${SORT_KEY} <= ${after[0]} and (${SORT_KEY}, asset_id) < (${after[0]}, ${after[1]})`);
  // Among a brand's few matching assets, by their ids and a sort of them: an order no index has, so
  // that neither engine walks the list's order testing each row against the ids (125 ms on PostgreSQL).
  const rows = await select
    .orderBy(brand?.ids ? sql<string>`${SORT_KEY} || ''` : SORT_KEY, "desc")
    .orderBy("asset_id", "desc")
    .limit(query.limit + 1)
    .execute();
  // With a brand, its read of the matching assets was the count.
  const total = brand ? brand.matched : await countMatching(db, org, query, countCap);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    assets: page.map(toAssetRecord),
    nextCursor: rows.length > query.limit && last ? encodeCursor([last.first_reported_at ?? SORT_UNKNOWN, last.asset_id]) : null,
    total: Math.min(total, countCap),
    totalCapped: total > countCap,
  };
}

/**
 * Every asset matching the filters, each id with its updated time (a bulk action's selection,
 * lib/marks/asset-selection.ts), newest first reported first; at most `cap`, with their count (cap + 1
 * when more match) so a caller can refuse more in words without reading or counting them all.
 */
export async function matchingAssetVersions(
  db: Kysely<Database>,
  org: string,
  filters: AssetFilters,
  cap: number,
): Promise<{ total: number; assets: { id: string; updatedAt: string | null }[] }> {
  const brand = await brandMatch(db, org, filters, cap);
  const total = brand ? brand.matched : await countMatching(db, org, filters, cap);
  if (total > cap) return { total, assets: [] };
  const rows = await db
    .selectFrom("threat_assets")
    .select(["asset_id", "updated_at"])
    .where((eb) => filtered(eb, org, filters, brand))
    .orderBy(sql<string>`coalesce(first_reported_at, ${SORT_UNKNOWN})`, "desc")
    .orderBy("asset_id", "desc")
    .execute();
  return { total, assets: rows.map((r) => ({ id: r.asset_id, updatedAt: r.updated_at })) };
}

/** Every matching asset as CSV, streamed page by page on the keyset cursor. */
export function assetCsvResponse(db: Kysely<Database>, org: string, filters: AssetFilters, now = new Date()): Response {
  const encoder = new TextEncoder();
  let cursor: string | undefined;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(ASSET_CSV_COLUMNS)));
        return;
      }
      const page = await listStoredAssets(db, org, { ...filters, cursor, limit: 200 });
      if (page.assets.length > 0) controller.enqueue(encoder.encode(page.assets.map((a) => csvRow(assetCsvCells(a))).join("")));
      if (page.nextCursor === null) controller.close();
      else cursor = page.nextCursor;
    },
  });
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="rampart-assets-${stamp}.csv"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
