import { describe, expect, it } from "vitest";
import { FailureMemory } from "./failure-memory";

function memory(max = 3) {
  const clock = { now: 0 };
  return { clock, memory: new FailureMemory<string>({ ttlMs: 1000, max, now: () => clock.now }) };
}

describe("FailureMemory", () => {
  it("answers a failure until it is ttlMs old, then forgets it", () => {
    const { clock, memory: m } = memory();
    m.remember("a", "404");
    expect(m.recall("a")).toBe("404");
    clock.now = 999;
    expect(m.recall("a")).toBe("404");
    clock.now = 1000;
    expect(m.recall("a")).toBeUndefined();
    expect(m.size).toBe(0);
    expect(m.recall("never")).toBeUndefined();
  });

  it("holds at most `max`, forgetting the oldest first", () => {
    const { memory: m } = memory(3);
    for (const key of ["a", "b", "c", "d", "e"]) m.remember(key, key);
    expect(m.size).toBe(3);
    expect(["a", "b", "c", "d", "e"].map((k) => m.recall(k) ?? null)).toEqual([null, null, "c", "d", "e"]);
  });

  it("remembering a key again renews it, and expired entries make room before live ones go", () => {
    const { clock, memory: m } = memory(3);
    m.remember("a", "1");
    clock.now = 500;
    m.remember("b", "1");
    m.remember("a", "2");
    clock.now = 1200;
    // "b" (from 500) and "a" (renewed at 500) are live; nothing expired is kept.
    m.remember("c", "1");
    m.remember("d", "1");
    expect(m.size).toBe(3);
    expect(m.recall("a")).toBe("2");
    clock.now = 1600;
    m.remember("e", "1");
    expect(m.size).toBe(3);
    expect([m.recall("a"), m.recall("b")]).toEqual([undefined, undefined]);
  });

  it("a flood of distinct keys stays bounded", () => {
    const { memory: m } = memory(100);
    for (let i = 0; i < 10_000; i++) m.remember(`k${i}`, "x");
    expect(m.size).toBe(100);
    expect(m.recall("k9999")).toBe("x");
  });
});
