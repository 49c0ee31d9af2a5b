import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { consolePath } from "./console-path";

describe("consolePath", () => {
  it("keeps a console path with its query and fragment", () => {
    expect(consolePath("/queues")).toBe("/queues");
    expect(consolePath("/reports?report=12#top")).toBe("/reports?report=12#top");
    expect(consolePath("/health/../queues")).toBe("/queues");
  });

  it.each([
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "//evil.example",
    "/ /evil.example",
    "/\u0000x",
    "https://evil.example/",
    "javascript:alert(1)",
    "queues",
    "",
  ])("refuses %j", (value) => {
    expect(consolePath(value)).toBeNull();
  });

  it("refuses what is not text", () => {
    expect(consolePath(undefined)).toBeNull();
    expect(consolePath(42)).toBeNull();
  });

  fcTest.prop([fc.string()])("whatever it keeps resolves to this origin, as a browser would read it", (tail) => {
    const path = consolePath(`/${tail}`);
    if (path === null) return;
    expect(path.startsWith("/") && !path.startsWith("//")).toBe(true);
    // A browser strips tabs and line breaks and reads \ as / before resolving; the kept path must still stay here.
    const asBrowser = path.replace(/[\t\n\r]/g, "").replaceAll("\\", "/");
    expect(new URL(asBrowser, "https://console.example").origin).toBe("https://console.example");
  });
});
