import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POLLED_PATH_CACHES } from "./polled-path-caches";

const ROOT = path.resolve(__dirname, "..");

/** The rows of the table under "## The polled path's caches": the first cell, as `name (`module`...)`. */
function documentedRows(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const section = doc.split("## The polled path's caches")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| layer") && !line.startsWith("|---"))
    .map((line) => line.split("|")[1].trim());
}

describe("the polled path's caches", () => {
  it("are the ones docs/architecture.md lists, each by its module", () => {
    const rows = documentedRows();
    expect(rows).toHaveLength(POLLED_PATH_CACHES.length);
    for (const [i, cache] of POLLED_PATH_CACHES.entries()) {
      expect(rows[i]).toContain(cache.name);
      expect(rows[i]).toContain(`\`${cache.module}\``);
    }
  });

  it("name modules that exist", () => {
    for (const cache of POLLED_PATH_CACHES) expect(fs.existsSync(path.join(ROOT, cache.module)), cache.module).toBe(true);
  });
});
