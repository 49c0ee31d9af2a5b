import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KNOWN_AUDIT_ACTIONS } from "./known-actions";

const ROOT = path.resolve(__dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("known audit actions", () => {
  it("name every action the console records, so the activity filter offers each one", () => {
    const recorded = new Set<string>();
    for (const file of [...sourceFiles(path.join(ROOT, "lib")), ...sourceFiles(path.join(ROOT, "app"))]) {
      for (const match of fs.readFileSync(file, "utf8").matchAll(/\baction: "([a-z-]+(?:\.[a-z-]+)+)"/g)) recorded.add(match[1]);
    }
    expect(recorded.size).toBeGreaterThan(10);
    expect([...recorded].filter((action) => !(action in KNOWN_AUDIT_ACTIONS)).sort()).toEqual([]);
  });
});
