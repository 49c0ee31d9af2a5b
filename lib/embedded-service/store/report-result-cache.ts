import "server-only";
import type { Database } from "better-sqlite3";
import { VersionedCache } from "./versioned-cache";

/**
 * The ordered ids of a report-list filter's matches (newest first), or only their number when
 * the list is too long to keep. A console sends the same list query again and again (paging,
 * polling, going back); this keeps its result until any row of the database changes.
 */
export type MatchingReports = { ids: Int32Array | Float64Array; count: number } | { ids: null; count: number };

/** Bounds: entries, ids held in all entries (4 bytes each), ids in one entry. */
export const RESULT_CACHE_LIMITS = { entries: 64, idsHeld: 4_000_000, idsPerEntry: 1_000_000 };

const cache = new VersionedCache<MatchingReports>({
  get entries() {
    return RESULT_CACHE_LIMITS.entries;
  },
  get weight() {
    return RESULT_CACHE_LIMITS.idsHeld;
  },
});

function toTypedIds(ids: number[]): Int32Array | Float64Array {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max <= 0x7fffffff ? Int32Array.from(ids) : Float64Array.from(ids);
}

/**
 * The matches for `key` (one filter of one organization), from the cache while the data
 * version is unchanged, else from `compute` (ids in list order).
 */
export function matchingReports(db: Database, key: string, compute: () => number[]): MatchingReports {
  return cache.get(
    db,
    key,
    () => {
      const ids = compute();
      return ids.length <= RESULT_CACHE_LIMITS.idsPerEntry ? { ids: toTypedIds(ids), count: ids.length } : { ids: null, count: ids.length };
    },
    (entry) => entry.ids?.length ?? 0,
  );
}

/** Drops every cached result of `db` (profiling cold requests; the data version makes it unnecessary otherwise). */
export function clearMatchingReports(db: Database): void {
  cache.clear(db);
}
