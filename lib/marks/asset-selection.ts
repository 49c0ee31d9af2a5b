import "server-only";
import type { Kysely } from "kysely";
import { badRequest } from "@/lib/bff/errors";
import type { Database } from "@/lib/db/schema";
import { plural } from "@/lib/format/duration";
import { matchingAssetVersions } from "@/lib/threats/asset-list";
import { type AssetFilters, assetFilterFields, assetFiltersSchema } from "@/lib/threats/asset-schemas";
import { MAX_BULK_ITEMS } from "./schemas";
import type { ResolvedSelection } from "./selection";

/** The /assets filters of a page's address text; anything else in it (the tab, the console's own filters) is left out. */
export function assetFiltersOf(filter: string): AssetFilters {
  const params = new URLSearchParams(filter);
  const record: Record<string, string> = {};
  for (const key of Object.keys(assetFilterFields)) {
    const value = params.get(key);
    if (value !== null && value !== "") record[key] = value;
  }
  const parsed = assetFiltersSchema.safeParse(record);
  if (!parsed.success) throw badRequest("The selection's filter is not one the assets page takes");
  return parsed.data;
}

const versionsOf = (assets: readonly { id: string; updatedAt: string | null }[]) =>
  new Map(assets.flatMap((a) => (a.updatedAt ? [[a.id, a.updatedAt] as const] : [])));

/**
 * Every stored asset matching the /assets filters (the threats sync's copy, not only the rows a
 * browser loaded), with each one's updated time: a snooze "until the service changes it" wakes when
 * the sync stores a later one. More than MAX_BULK_ITEMS is refused in words, as for reports.
 */
export async function assetsMatching(db: Kysely<Database>, org: string, filters: AssetFilters): Promise<ResolvedSelection> {
  const { total, assets } = await matchingAssetVersions(db, org, filters, MAX_BULK_ITEMS);
  if (total > MAX_BULK_ITEMS)
    throw badRequest(`More than ${plural(MAX_BULK_ITEMS, "asset")} match this filter; a bulk action takes at most ${MAX_BULK_ITEMS}: narrow the filter first`);
  return { ids: assets.map((a) => a.id), versions: versionsOf(assets) };
}

/** Explicit asset ids with each one's updated time as the store keeps it, where it has them. */
export async function storedAssetVersions(db: Kysely<Database>, org: string, ids: readonly string[]): Promise<ResolvedSelection> {
  const versions = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 200) {
    const rows = await db
      .selectFrom("threat_assets")
      .select(["asset_id", "updated_at"])
      .where("org", "=", org)
      .where("asset_id", "in", ids.slice(i, i + 200))
      .execute();
    for (const [id, at] of versionsOf(rows.map((r) => ({ id: r.asset_id, updatedAt: r.updated_at })))) versions.set(id, at);
  }
  return { ids: [...ids], versions };
}
