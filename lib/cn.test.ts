import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("drops falsy parts and lets the later Tailwind class win", () => {
    expect(cn("rounded px-2", false, undefined, "px-3")).toBe("rounded px-3");
    expect(cn("w-full", { "w-40": true })).toBe("w-40");
  });
});
