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
  ])("%s → %s", (input, expected) => {
    expect(safeNextPath(input as string | null)).toBe(expected);
  });
});
