import { describe, expect, it } from "vitest";
import { indexingMessage } from "./report-by-id";

describe("indexingMessage", () => {
  it("says when the index reaches the report at the latest, from what is left to walk and the rate", () => {
    // 4,000 reports left, 20 a call, 30 calls a minute: 200 calls, about 7 minutes.
    expect(indexingMessage("1", { percent: 20, unwalked: 4_000 }, 30)).toBe(
      "Still indexing, 20 %: the console has not reached report #1 among the organization's reports yet. It opens once the index reaches it, within about 7 minutes (4,000 reports left to index, 30 calls to the service a minute).",
    );
    // Before the walk has counted the organization, or with no sync on this instance: no figure it cannot stand behind.
    expect(indexingMessage("1", { percent: 0, unwalked: null }, 30)).toMatch(/It opens once the index reaches it\.$/);
    expect(indexingMessage("1", { percent: 10, unwalked: 500 }, 0)).toMatch(/It opens once the index reaches it\.$/);
  });

  it("never says the organization's ids grow with time, nor that they do not when only the id asked for is not a number", () => {
    const idNotWhole = indexingMessage("abc", { percent: 5, unwalked: 100, narrowing: "id" }, 30);
    expect(idNotWhole).toContain('"abc" is not one');
    const unordered = indexingMessage("rpt_1", { percent: 5, unwalked: 100, narrowing: "unordered" }, 30);
    expect(unordered).toContain("do not follow the order in which its reports were created");
    for (const narrowing of ["id", "unordered", "budget", "limit", undefined] as const) {
      expect(indexingMessage("7", { percent: 5, unwalked: 100, narrowing }, 30)).not.toMatch(/grow/);
    }
  });
});
