import "server-only";
import type { Database } from "better-sqlite3";
import { dataVersion } from "./data-version";

/**
 * The ordered ids of a report-list filter's matches (newest first), or only their number when
 * the list is too long to keep. A console sends the same list query again and again (paging,
 * polling, going back); this keeps its result until any row of the database changes.
 */
export type MatchingReports = { ids: Int32Array | Float64Array; count: number } | { ids: null; count: number };

type Cache = { version: string; entries: Map<string, MatchingReports>; idsHeld: number };

/** Bounds: entries, ids held in all entries (4 bytes each), ids in one entry. */
export const RESULT_CACHE_LIMITS = { entries: 64, idsHeld: 4_000_000, idsPerEntry: 1_000_000 };

const caches = new WeakMap<Database, Cache>();

function toTypedIds(ids: number[]): Int32Array | Float64Array {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  return max <= 0x7fffffff ? Int32Array.from(ids) : Float64Array.from(ids);
}

function evictUntilFits(cache: Cache): void {
  for (const [key, entry] of cache.entries) {
    if (cache.entries.size <= RESULT_CACHE_LIMITS.entries && cache.idsHeld <= RESULT_CACHE_LIMITS.idsHeld) return;
    cache.entries.delete(key);
    cache.idsHeld -= entry.ids?.length ?? 0;
  }
}

/**
 * The matches for `key` (one filter of one organization, as SQL text and parameters), from the
 * cache while the data version is unchanged, else from `compute` (ids in list order).
 */
export function matchingReports(db: Database, key: string, compute: () => number[]): MatchingReports {
  const version = dataVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map(), idsHeld: 0 };
    caches.set(db, cache);
  }
  const hit = cache.entries.get(key);
  if (hit) {
    // Least recently used first: re-insert on every hit.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit;
  }
  const ids = compute();
  const entry: MatchingReports =
    ids.length <= RESULT_CACHE_LIMITS.idsPerEntry ? { ids: toTypedIds(ids), count: ids.length } : { ids: null, count: ids.length };
  cache.entries.set(key, entry);
  cache.idsHeld += entry.ids?.length ?? 0;
  evictUntilFits(cache);
  return entry;
}

/** Drops every cached result of `db` (tests; the data version makes this unnecessary otherwise). */
export function clearMatchingReports(db: Database): void {
  caches.delete(db);
}
