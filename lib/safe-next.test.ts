import { fc, test as fcTest } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { safeNextPath } from "./safe-next";

describe("safeNextPath", () => {
  it.each([
    ["https://evil.com", "/reports"],
    ["//evil.com", "/reports"],
    ["/\\evil.com", "/reports"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
    ["javascript:alert(1)", "/reports"],
    ["/sign-in?next=/x", "/reports"],
    ["/api/session", "/reports"],
    ["/queues?all=true#top", "/queues?all=true#top"],
    ["/reports?status=TODO", "/reports?status=TODO"],
    ["", "/reports"],
    [null, "/reports"],
    ["/\tevil", "/reports"],
    ["/.//evil.example", "/reports"],
    ["/a/..//evil.example", "/reports"],
    ["/%2e//evil.example", "/reports"],
    ["/./reports", "/reports"],
  ])("%s → %s", (input, expected) => {
    expect(safeNextPath(input as string | null)).toBe(expected);
  });

  // Pieces that make tricky paths: dot segments, slashes, encodings, schemes.
  const piece = fc.constantFrom("/", "//", ".", "..", "%2e", "%2E", "%2f", "\\", "evil.example", "@", ":", "?", "#", "http:", "a", "\t", " ");
  const candidate = fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((parts) => parts.join("")),
    fc.string({ maxLength: 30 }),
  );

  fcTest.prop([candidate], { numRuns: 2000 })("whatever comes in, what goes out stays on this origin and is stable", (input) => {
    const out = safeNextPath(input);
    expect(out.startsWith("/")).toBe(true);
    expect(out.startsWith("//")).toBe(false);
    expect(out.includes("\\")).toBe(false);
    for (const origin of ["http://rampart.invalid", "https://console.example:8443"]) {
      expect(new URL(out, origin).origin).toBe(origin);
    }
    // Normalised already: checking it again changes nothing (a browser resolves it the same way).
    expect(safeNextPath(out)).toBe(out);
  });
});
