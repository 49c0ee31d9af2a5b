import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { threatListSchema, watchlistSchema } from "./threat";
import { collectTolerated } from "./tolerated";

const example = (file: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(__dirname, "vendor-examples", file), "utf8"));

describe("GET /organization/threats answers", () => {
  it("reads the published example with every lifecycle field", () => {
    const page = threatListSchema.parse(example("organization-threats-list.response.1.json"));
    expect(page.nextPage).toBe("48213");
    expect(page.threats).toHaveLength(1);
    const [t] = page.threats;
    expect(t).toMatchObject({
      id: 48213,
      state: "blocked",
      livenessStatus: "ALIVE",
      brands: [{ slug: "example", name: "Example" }],
      blockedAt: "2026-09-20T16:05:42.000Z",
      takedown: { status: "IN_PROGRESS", submittedAt: "2026-09-21T09:12:00.000Z", completedAt: null },
      updatedAt: "2026-09-21T09:12:00.000Z",
    });
    expect(t?.notSent).toBeUndefined();
  });

  it("keeps an unknown state, liveness and takedown status as sent, and notes them", () => {
    const raw = example("organization-threats-list.response.1.json");
    const row = {
      ...(raw.threats as object[])[0],
      state: "quarantined",
      livenessStatus: "PARKED",
      takedown: { status: "ARCHIVED", submittedAt: null, completedAt: null },
    };
    const { result, notes } = collectTolerated(() => threatListSchema.parse({ threats: [row], next_page: null }));
    expect(result.threats[0]).toMatchObject({ state: "quarantined", livenessStatus: "PARKED", takedown: { status: "ARCHIVED" } });
    expect(result.nextPage).toBeNull();
    expect(notes.map((n) => n.path)).toEqual(["threats[].state", "threats[].livenessStatus", "threats[].takedown.status"]);
  });

  it("leaves out a row without an id and counts it; a missing field is unknown, the row kept", () => {
    const page = threatListSchema.parse({
      threats: [{ content: "x" }, { id: "a-1", state: "escalated", updatedAt: "yesterday" }],
    });
    expect(page.unreadable).toBe(1);
    expect(page.threats[0]).toMatchObject({ id: "a-1", state: "escalated", updatedAt: null, brands: [] });
    expect(page.threats[0]?.notSent).toContain("updatedAt");
    expect(page.nextPage).toBeNull();
  });

  it("refuses only an answer without its list", () => {
    expect(threatListSchema.safeParse({ next_page: null }).success).toBe(false);
  });
});

describe("GET /organization/watchlist answers", () => {
  it("reads the published example with its total", () => {
    const page = watchlistSchema.parse(example("organization-watchlist-list.response.1.json"));
    expect(page).toMatchObject({ nextPage: "4175269", total: 212 });
    expect(page.watchlist[0]).toMatchObject({
      id: 4175269,
      reason: "DEAD",
      pendingStatus: null,
      livenessStatus: "DEAD",
      lastScanAt: "2026-09-30T06:00:11.000Z",
    });
  });

  it("keeps an open-ended reason and an unknown liveness as sent; no total without includeTotal", () => {
    const page = watchlistSchema.parse({ watchlist: [{ id: 7, reason: "LOOKALIKE", livenessStatus: "SLEEPING", pendingStatus: "BLOCKED" }], next_page: null });
    expect(page.total).toBeNull();
    expect(page.watchlist[0]).toMatchObject({ reason: "LOOKALIKE", livenessStatus: "SLEEPING", pendingStatus: "BLOCKED" });
  });
});
