import { describe, expect, it } from "vitest";
import { safeHttpUrl } from "./safe-url";

describe("safeHttpUrl", () => {
  it.each(["https://x.com/i/status/1", "http://example.com/a?b=c"])("keeps %s", (url) => expect(safeHttpUrl(url)).toBe(url));
  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:x",
    "/relative/path",
    "//evil.example/x",
    "ftp://files.example/x",
    "not a url",
    "",
    null,
    undefined,
  ])("refuses %j", (url) => expect(safeHttpUrl(url)).toBeNull());
});
