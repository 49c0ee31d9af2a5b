import { describe, expect, it } from "vitest";
import { assetSearchBodySchema, assetSearchResultSchema } from "./asset-search";
import { takedownListSchema } from "./takedown";
import { takedownListBodySchema } from "./takedown-request";
import { collectTolerated } from "./tolerated";

describe("takedown list answer", () => {
  it("accepts string or number ids, unknown statuses, null parts, and either page field", () => {
    const page = takedownListSchema.parse({
      takedowns: [
        { id: "12", status: "ESCALATED", createdAt: "t", updatedAt: "t", asset: { id: 3, content: "x", type: "URL" }, assignee: null },
        { id: 13, status: "TODO", createdAt: "t", updatedAt: "t", asset: null, brand: { id: "1", name: "Acme" } },
      ],
      nextPage: 5,
    });
    expect(page.nextPage).toBe("5");
    expect(page.takedowns[0]!.asset!.livenessStatus).toBe("UNKNOWN");
    expect(page.takedowns[1]!.brand!.slug).toBeNull();
    expect(takedownListSchema.parse({ takedowns: [] }).nextPage).toBeNull();
    expect(takedownListSchema.parse({ takedowns: [], next_page: "abc" }).nextPage).toBe("abc");
  });

  it("refuses a body with unknown keys, bad enums or a page size out of range", () => {
    expect(takedownListBodySchema.safeParse({ per_page: 101 }).success).toBe(false);
    expect(takedownListBodySchema.safeParse({ livenessStatus: ["MAYBE"] }).success).toBe(false);
    expect(takedownListBodySchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(takedownListBodySchema.safeParse({ startDate: "yesterday" }).success).toBe(false);
    expect(takedownListBodySchema.safeParse({ takedownStatus: ["RETRACTED"], sorting: [{ key: "createdAt", direction: "asc" }] }).success).toBe(true);
  });
});

describe("asset search", () => {
  it("takes content or an id, not both or neither", () => {
    expect(assetSearchBodySchema.safeParse({ content: " x " }).success).toBe(true);
    expect(assetSearchBodySchema.safeParse({ assetId: "7" }).success).toBe(true);
    expect(assetSearchBodySchema.safeParse({}).success).toBe(false);
    expect(assetSearchBodySchema.safeParse({ content: "x", assetId: 1 }).success).toBe(false);
  });

  it("tolerates missing lists and a null takedown", () => {
    const result = assetSearchResultSchema.parse({ asset: { id: "1", content: "x", type: "URL" }, takedown: null });
    expect(result).toMatchObject({ reports: [], blockedBy: [], takedown: null, asset: { status: null, watchStatus: null } });
  });
});

describe("takedown times (issue 27)", () => {
  it("reads a time that does not parse as unknown, and keeps the takedown", async () => {
    const { takedownListSchema: schema } = await import("./takedown");
    const page = schema.parse({
      takedowns: [{ id: "td_1", status: "SOMETHING_NEW", createdAt: "<string>", updatedAt: "2026-01-01T00:00:00Z", asset: null, assignee: null, brand: null }],
    });
    expect(page.takedowns[0]).toMatchObject({ id: "td_1", status: "SOMETHING_NEW", createdAt: null, updatedAt: "2026-01-01T00:00:00Z" });
  });
});

describe("takedown records (issue 27)", () => {
  it("leaves out and counts a takedown without an id, and shows the rest of the page", () => {
    const { result, notes } = collectTolerated(() =>
      takedownListSchema.parse({
        takedowns: [
          { id: "td_1", status: "TODO", createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" },
          { status: "TODO", createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" },
          "not a takedown",
        ],
        next_page: "opaque-2",
      }),
    );
    expect(result.takedowns.map((t) => t.id)).toEqual(["td_1"]);
    expect(result.unreadable).toBe(2);
    expect(result.nextPage).toBe("opaque-2");
    expect(notes.filter((n) => n.kind === "record-dropped")).toHaveLength(2);
  });

  it("keeps a takedown whose status was not sent, its status unknown", () => {
    const { result, notes } = collectTolerated(() =>
      takedownListSchema.parse({ takedowns: [{ id: 7, createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z" }] }),
    );
    expect(result.takedowns[0]).toMatchObject({ id: 7, status: null });
    expect(result.unreadable).toBeUndefined();
    expect(notes).toContainEqual({ kind: "field-missing", path: "takedowns[].status", value: undefined });
  });

  it("keeps a takedown whose times were not sent at all, its times unknown", () => {
    const { result } = collectTolerated(() => takedownListSchema.parse({ takedowns: [{ id: "td_9", status: "TODO" }] }));
    expect(result.takedowns[0]).toMatchObject({ id: "td_9", createdAt: null, updatedAt: null });
  });

  it("is an error only when the answer has no takedowns list", () => {
    expect(takedownListSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
