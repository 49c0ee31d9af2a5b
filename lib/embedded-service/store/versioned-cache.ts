import "server-only";
import type { Database } from "better-sqlite3";
import { dataVersion } from "./data-version";

type Scope<V> = { version: string; entries: Map<string, { value: V; weight: number }>; weight: number };

/**
 * A least-recently-used map per database connection whose entries are valid only for the data
 * version they were computed at (data-version.ts): the first lookup after any write empties it.
 * Entries have a weight (e.g. ids held); the oldest go once the count or total weight passes the limits.
 */
export class VersionedCache<V> {
  private readonly perDb = new WeakMap<Database, Scope<V>>();

  constructor(readonly limits: { entries: number; weight: number }) {}

  private current(db: Database): Scope<V> {
    const version = dataVersion(db);
    let cache = this.perDb.get(db);
    if (!cache || cache.version !== version) {
      cache = { version, entries: new Map(), weight: 0 };
      this.perDb.set(db, cache);
    }
    return cache;
  }

  /** Whether `key` holds a value at the current data version (recency unchanged). */
  has(db: Database, key: string): boolean {
    return this.current(db).entries.has(key);
  }

  /** The value for `key` at the current data version, computed (and kept) on a miss. */
  get(db: Database, key: string, compute: () => V, weigh: (value: V) => number = () => 1): V {
    return this.lookup(this.current(db), key, compute, weigh);
  }

  /**
   * has/get bound to the current data version, checked once: for many lookups in one go (no
   * write may happen in between).
   */
  at(db: Database): { has(key: string): boolean; get(key: string, compute: () => V, weigh?: (value: V) => number): V } {
    const cache = this.current(db);
    return { has: (key) => cache.entries.has(key), get: (key, compute, weigh = () => 1) => this.lookup(cache, key, compute, weigh) };
  }

  private lookup(cache: Scope<V>, key: string, compute: () => V, weigh: (value: V) => number): V {
    const hit = cache.entries.get(key);
    if (hit) {
      cache.entries.delete(key); // re-insert: the Map's order is the recency order
      cache.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    const weight = weigh(value);
    cache.entries.set(key, { value, weight });
    cache.weight += weight;
    for (const [oldKey, old] of cache.entries) {
      if (cache.entries.size <= this.limits.entries && cache.weight <= this.limits.weight) break;
      cache.entries.delete(oldKey);
      cache.weight -= old.weight;
    }
    return value;
  }

  clear(db: Database): void {
    this.perDb.delete(db);
  }
}
