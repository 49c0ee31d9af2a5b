import { describe, expect, it } from "vitest";
import { assetGroupDeleteResultSchema, assetGroupListSchema, assetGroupSchema } from "./asset-group";
import { collectTolerated } from "./tolerated";

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

  it.each(["name", "assetCount"])("keeps a listed group without %s, that field unknown and noted", (field) => {
    const group: Record<string, unknown> = { id: 1, name: "a", assetCount: 1 };
    delete group[field];
    const { result, notes } = collectTolerated(() => assetGroupListSchema.parse({ groups: [group] }));
    expect(result.groups).toEqual([{ id: 1, name: "a", assetCount: 1, [field]: null, notSent: [field] }]);
    expect(notes).toEqual([expect.objectContaining({ kind: "field-missing", path: `groups[].${field}` })]);
  });

  it("reads a count of another type as unknown, never 0", () => {
    const parsed = assetGroupListSchema.parse({ groups: [{ id: 1, name: "a", assetCount: "4" }] });
    expect(parsed.groups[0]!.assetCount).toBeNull();
  });

  it("leaves out and counts a listed group without an id", () => {
    const { result, notes } = collectTolerated(() =>
      assetGroupListSchema.parse({
        groups: [
          { name: "no id", assetCount: 1 },
          { id: "g2", name: "b", assetCount: 0 },
        ],
      }),
    );
    expect(result.groups.map((g) => g.id)).toEqual(["g2"]);
    expect(result.unreadable).toBe(1);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "record-dropped", path: "groups[]" }));
  });

  it("fails without groups", () => {
    expect(assetGroupListSchema.safeParse({}).success).toBe(false);
    expect(assetGroupListSchema.safeParse({ groups: {} }).success).toBe(false);
  });

  it("reads { id, name }, either unknown when not sent (the change is done: the answer is not refused)", () => {
    expect(assetGroupSchema.parse({ id: "9", name: "x" })).toEqual({ id: "9", name: "x" });
    expect(assetGroupSchema.parse({ id: 9 })).toEqual({ id: 9, name: null, notSent: ["name"] });
    expect(assetGroupSchema.parse({ name: "x" })).toEqual({ id: null, name: "x", notSent: ["id"] });
    expect(assetGroupSchema.safeParse("ok").success).toBe(false);
  });

  it("reads the delete result, each field unknown when not sent", () => {
    const full = { success: true, id: 3, unassignedAssetCount: 2 };
    expect(assetGroupDeleteResultSchema.parse(full)).toEqual(full);
    for (const field of Object.keys(full)) {
      const value: Record<string, unknown> = { ...full };
      delete value[field];
      expect(assetGroupDeleteResultSchema.parse(value), field).toEqual({ ...full, [field]: null, notSent: [field] });
    }
  });
});
