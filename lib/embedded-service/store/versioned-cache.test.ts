import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { VersionedCache } from "./versioned-cache";

function setup(limits = { entries: 3, weight: 100 }) {
  const db = new BetterSqlite3(":memory:");
  db.exec("CREATE TABLE t (x INTEGER)");
  const cache = new VersionedCache<string>(limits);
  let computed = 0;
  const get = (key: string, weight = 1) =>
    cache.get(
      db,
      key,
      () => {
        computed++;
        return `${key}#${computed}`;
      },
      () => weight,
    );
  return { db, cache, get, computed: () => computed };
}

describe("VersionedCache", () => {
  it("computes a key once while the data is unchanged, again after any write", () => {
    const { db, cache, get, computed } = setup();
    expect(get("a")).toBe("a#1");
    expect(get("a")).toBe("a#1");
    expect(cache.has(db, "a")).toBe(true);
    expect(computed()).toBe(1);
    db.prepare("INSERT INTO t VALUES (1)").run();
    expect(cache.has(db, "a")).toBe(false);
    expect(get("a")).toBe("a#2");
  });

  it("evicts the least recently used entries past the entry or weight limit", () => {
    const { db, cache, get } = setup({ entries: 3, weight: 10 });
    get("a");
    get("b");
    get("c");
    get("a"); // a is now the most recent: b goes first
    get("d");
    expect(["a", "b", "c", "d"].filter((k) => cache.has(db, k))).toEqual(["a", "c", "d"]);
    get("heavy", 9); // weight 1 + 1 + 1 + 9 > 10: the oldest go until it fits
    expect(["a", "c", "d", "heavy"].filter((k) => cache.has(db, k))).toEqual(["d", "heavy"]);
  });

  it("keeps separate entries per connection", () => {
    const one = setup();
    const other = new BetterSqlite3(":memory:");
    one.get("a");
    expect(one.cache.has(other, "a")).toBe(false);
  });
});
