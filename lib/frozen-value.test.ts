import { describe, expect, it, vi } from "vitest";
import { freezeDeep, isFrozenDeep, jsonBody } from "./frozen-value";

const text = (body: string | Uint8Array) => (typeof body === "string" ? body : Buffer.from(body).toString("utf8"));

describe("freezeDeep", () => {
  it("freezes every object and array it holds, so no caller can change what another reads", () => {
    const value = freezeDeep({ reports: [{ id: 1, attachments: [{ url: "https://a.example/x.png" }] }], cursor: null });
    expect(isFrozenDeep(value)).toBe(true);
    expect(() => {
      (value.reports[0]!.attachments[0] as { url: string }).url = "https://evil.example";
    }).toThrow(TypeError);
    expect(() => value.reports.push({ id: 2, attachments: [] })).toThrow(TypeError);
    expect(value.reports[0]!.attachments[0]!.url).toBe("https://a.example/x.png");
  });

  it("goes inside an object someone else froze only shallowly", () => {
    const inner = { n: 1 };
    const value = freezeDeep({ outer: Object.freeze({ inner }) });
    expect(Object.isFrozen(value.outer.inner)).toBe(true);
  });

  it("is known as frozen by every copy of this module (the build gives the startup code and each route their own)", async () => {
    vi.resetModules();
    const other = await import("./frozen-value");
    expect(other.freezeDeep).not.toBe(freezeDeep);
    const value = other.freezeDeep({ reports: [{ id: 1 }] });
    expect(isFrozenDeep(value)).toBe(true);
    expect(jsonBody(value)).toBe(other.jsonBody(value));
  });

  it("knows only what it froze itself", () => {
    expect(isFrozenDeep(Object.freeze({ a: { b: 1 } }))).toBe(false);
    expect(isFrozenDeep(null)).toBe(false);
    expect(isFrozenDeep("text")).toBe(false);
  });
});

describe("jsonBody", () => {
  it("writes and encodes a frozen value's JSON once and gives the same bytes after", () => {
    const value = freezeDeep({ list: [1, 2, 3], name: "x" });
    const stringify = JSON.stringify;
    let calls = 0;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      calls += 1;
      return stringify(...args);
    }) as typeof JSON.stringify;
    try {
      const first = jsonBody(value);
      expect(text(first)).toBe('{"list":[1,2,3],"name":"x"}');
      expect(jsonBody(value)).toBe(first);
      expect(calls).toBe(1);
      const open = { list: [1] };
      expect(jsonBody(open)).toBe('{"list":[1]}');
      open.list.push(2);
      expect(jsonBody(open)).toBe('{"list":[1,2]}');
      expect(calls).toBe(3);
    } finally {
      JSON.stringify = stringify;
    }
  });
});
