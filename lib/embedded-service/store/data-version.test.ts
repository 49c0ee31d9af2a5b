import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { dataVersion } from "./data-version";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function openPair() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-version-"));
  dirs.push(dir);
  const file = path.join(dir, "db.sqlite");
  const a = new BetterSqlite3(file);
  a.pragma("journal_mode = WAL");
  a.exec("CREATE TABLE t (x INTEGER)");
  return { a, b: new BetterSqlite3(file) };
}

describe("dataVersion", () => {
  it("stays the same across reads and changes with every write on this connection", () => {
    const { a, b } = openPair();
    const v0 = dataVersion(a);
    a.prepare("SELECT COUNT(*) FROM t").get();
    expect(dataVersion(a)).toBe(v0);
    a.prepare("INSERT INTO t VALUES (1)").run();
    const v1 = dataVersion(a);
    expect(v1).not.toBe(v0);
    a.prepare("UPDATE t SET x = 2").run();
    const v2 = dataVersion(a);
    expect(v2).not.toBe(v1);
    a.exec("DELETE FROM t");
    expect(dataVersion(a)).not.toBe(v2);
    a.close();
    b.close();
  });

  it("changes when another connection commits, and after a rolled-back write", () => {
    const { a, b } = openPair();
    const before = dataVersion(a);
    b.prepare("INSERT INTO t VALUES (1)").run();
    const afterOther = dataVersion(a);
    expect(afterOther).not.toBe(before);
    expect(() =>
      a.transaction(() => {
        a.prepare("INSERT INTO t VALUES (2)").run();
        throw new Error("roll back");
      })(),
    ).toThrow("roll back");
    expect(dataVersion(a)).not.toBe(afterOther);
    a.close();
    b.close();
  });
});
