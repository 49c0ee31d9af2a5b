import { describe, expect, it } from "vitest";
import { brandListSchema } from "./brand";

describe("brandListSchema", () => {
  const brand = { id: 1, name: "Acme", type: "ORGANIZATION", terms: ["acme"], tickers: ["ACM"], avatarUrl: null, websiteUrl: "https://acme.example" };
  it("accepts { brands } and a bare array, normalized to { brands }", () => {
    expect(brandListSchema.parse({ brands: [brand] })).toEqual({ brands: [brand] });
    expect(brandListSchema.parse([brand])).toEqual({ brands: [brand] });
  });
  it("accepts a brand with only id and name, and an unknown type", () => {
    expect(brandListSchema.parse([{ id: "2", name: "B", type: "MASCOT" }]).brands[0]).toEqual({ id: "2", name: "B", type: "MASCOT" });
  });
  it.each(["id", "name"])("fails when a brand misses %s", (field) => {
    const value: Record<string, unknown> = { ...brand };
    delete value[field];
    expect(brandListSchema.safeParse([value]).success).toBe(false);
  });
});
