import { describe, expect, it } from "vitest";
import { assetGroupDeleteResultSchema, assetGroupListSchema, assetGroupSchema } from "./asset-group";

describe("asset group schemas", () => {
  it("reads a list with number and string ids, kept as received", () => {
    const parsed = assetGroupListSchema.parse({
      groups: [
        { id: 1, name: "Domains", assetCount: 4 },
        { id: "2", name: "Socials", assetCount: 0, color: "red" },
      ],
    });
    expect(parsed.groups.map((g) => g.id)).toEqual([1, "2"]);
    expect(parsed.groups[1].color).toBe("red");
  });

  it.each(["id", "name", "assetCount"])("fails when a listed group misses %s", (field) => {
    const group: Record<string, unknown> = { id: 1, name: "a", assetCount: 1 };
    delete group[field];
    expect(assetGroupListSchema.safeParse({ groups: [group] }).success).toBe(false);
  });

  it("fails without groups", () => expect(assetGroupListSchema.safeParse({}).success).toBe(false));

  it("reads { id, name } and requires both", () => {
    expect(assetGroupSchema.parse({ id: "9", name: "x" })).toEqual({ id: "9", name: "x" });
    expect(assetGroupSchema.safeParse({ id: 9 }).success).toBe(false);
    expect(assetGroupSchema.safeParse({ name: "x" }).success).toBe(false);
  });

  it("reads the delete result and requires its fields", () => {
    const full = { success: true, id: 3, unassignedAssetCount: 2 };
    expect(assetGroupDeleteResultSchema.parse(full)).toEqual(full);
    for (const field of Object.keys(full)) {
      const value: Record<string, unknown> = { ...full };
      delete value[field];
      expect(assetGroupDeleteResultSchema.safeParse(value).success, field).toBe(false);
    }
  });
});
