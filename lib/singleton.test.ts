import { afterEach, describe, expect, it, vi } from "vitest";
import { peekSingleton, resetSingleton, resetSingletons, setSingleton, singleton } from "./singleton";

afterEach(() => {
  resetSingleton("test.a");
  resetSingleton("test.b");
});

describe("singleton", () => {
  it("makes a value once and returns the same one after", () => {
    const create = vi.fn(() => ({ made: true }));
    const first = singleton("test.a", create);
    expect(singleton("test.a", create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("is shared by a second copy of the module (as Next's bundles and reloads make)", async () => {
    const value = singleton("test.a", () => ({ made: 1 }));
    vi.resetModules();
    const copy = await import("./singleton");
    expect(copy.singleton("test.a", () => ({ made: 2 }))).toBe(value);
  });

  it("keeps nothing when create throws, so the next call tries again", () => {
    expect(() =>
      singleton("test.a", () => {
        throw new Error("no");
      }),
    ).toThrow("no");
    expect(peekSingleton("test.a")).toBeUndefined();
    expect(singleton("test.a", () => 2)).toBe(2);
  });

  it("sets, peeks and resets one name without touching the others", () => {
    setSingleton("test.a", "x");
    setSingleton("test.b", "y");
    resetSingleton("test.a");
    expect(peekSingleton("test.a")).toBeUndefined();
    expect(peekSingleton("test.b")).toBe("y");
    expect(singleton("test.a", () => "z")).toBe("z");
    setSingleton("test.a", undefined);
    expect(singleton("test.a", () => "w")).toBe("w");
  });

  it("resetSingletons forgets every value", () => {
    setSingleton("test.a", 1);
    setSingleton("test.b", 2);
    resetSingletons();
    expect(peekSingleton("test.a")).toBeUndefined();
    expect(peekSingleton("test.b")).toBeUndefined();
  });
});
