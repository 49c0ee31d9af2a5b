import { describe, expect, it } from "vitest";
import { checkSlug, checkWindowHours, MAX_WINDOW_HOURS } from "./snapshot-filters";

describe("snapshot filters", () => {
  it("reads an organization slug", () => {
    expect(checkSlug(" globex ")).toBe("globex");
    expect(checkSlug("   ")).toBeNull();
    expect(checkSlug("x".repeat(101))).toBeNull();
    // The key's own slug in capitals is that slug; what is no slug is not sent.
    expect(checkSlug("ACME")).toBe("acme");
    expect(checkSlug("bad slug!")).toBeNull();
  });

  it("reads a stale window in hours", () => {
    expect(checkWindowHours("24")).toEqual({ ok: true, value: 24 });
    expect(checkWindowHours("0.5")).toEqual({ ok: true, value: 0.5 });
    expect(checkWindowHours("0")).toEqual({ ok: false, message: "The window must be greater than 0 hours." });
    for (const bad of ["-3", "abc", "1e2", ""]) expect(checkWindowHours(bad).ok, bad).toBe(false);
    expect(checkWindowHours(String(MAX_WINDOW_HOURS + 1))).toMatchObject({ ok: false });
  });
});
