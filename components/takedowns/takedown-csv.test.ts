import { describe, expect, it } from "vitest";
import { takedownsCsv } from "./takedown-csv";

describe("takedownsCsv", () => {
  it("writes the BOM, a header and one formula-safe row per takedown", () => {
    const csv = takedownsCsv([
      {
        id: "7",
        status: "IN_PROGRESS",
        createdAt: "2026-11-01T00:00:00.000Z",
        updatedAt: "2026-11-02T00:00:00.000Z",
        asset: { id: 3, content: '=HYPERLINK("x")', type: "URL", livenessStatus: "ALIVE" },
        assignee: { id: 1, fullName: "Rosa Reyes" },
        brand: null,
      },
    ]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("\uFEFFid,status,createdAt,updatedAt,assetId,assetContent,assetType,liveness,brand,assignee");
    expect(lines[1]).toBe(`7,IN_PROGRESS,2026-11-01T00:00:00.000Z,2026-11-02T00:00:00.000Z,3,"'=HYPERLINK(""x"")",URL,ALIVE,,Rosa Reyes`);
  });
});
