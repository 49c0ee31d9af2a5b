import { describe, expect, it } from "vitest";
import { readPastedAssets } from "./paste";

describe("assets pasted into the add form", () => {
  it("one a line, or comma and tab separated; trimmed, blanks and repeats left out, in order", () => {
    expect(readPastedAssets(" https://a.example \n\n@acme, 0xabc\t https://a.example\r\n")).toEqual({
      contents: ["https://a.example", "@acme", "0xabc"],
      repeats: 1,
      tooMany: false,
    });
  });

  it("more than the service takes at once is said, not cut", () => {
    const many = Array.from({ length: 1001 }, (_, i) => `a${i}.example`).join("\n");
    expect(readPastedAssets(many)).toMatchObject({ tooMany: true });
    expect(readPastedAssets(many).contents).toHaveLength(1001);
  });
});
