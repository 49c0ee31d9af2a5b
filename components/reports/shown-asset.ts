import type { AssetSummary } from "@/lib/contract/report";
import type { ReportFilters } from "@/lib/contract/report-filters";

/** What the list's filters say about assets: the types asked for and the search text (which also matches asset content). */
export type AssetMatch = { types: ReadonlySet<string> | null; query: string | null };

/** The asset part of the filters, or null when no filter concerns assets. */
export function assetMatchOf(filters: ReportFilters): AssetMatch | null {
  const types = filters.assetTypes && filters.assetTypes.length > 0 ? new Set(filters.assetTypes) : null;
  const query = filters.searchQuery?.trim().toLowerCase() || null;
  return types || query ? { types, query } : null;
}

/**
 * The asset a row shows: without an asset filter the first; under one, the first asset that
 * matches it (type and search text, else type, else text), so a row says why it is in the list.
 * `matched` is false when no asset matches (the search found the title or description instead).
 */
export function shownAsset<A extends Pick<AssetSummary, "type" | "content">>(
  assets: readonly A[],
  match: AssetMatch | null,
): { asset: A; matched: boolean } | null {
  const first = assets[0];
  if (!first) return null;
  if (!match) return { asset: first, matched: false };
  const typeOk = (a: A) => match.types === null || (a.type !== null && match.types.has(a.type));
  const textOk = (a: A) => match.query === null || (a.content ?? "").toLowerCase().includes(match.query);
  const best = assets.find((a) => typeOk(a) && textOk(a)) ?? (match.types ? assets.find(typeOk) : undefined) ?? (match.query ? assets.find(textOk) : undefined);
  return best ? { asset: best, matched: true } : { asset: first, matched: false };
}
