import { describe, expect, it } from "vitest";
import { tokenFromFragment, wallLinkUrl } from "./wall-links";

describe("wall link URLs", () => {
  const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";

  it("puts the token in the fragment and reads it back", () => {
    const url = wallLinkUrl("https://rampart.example", token);
    expect(url).toBe(`https://rampart.example/wall/link#${token}`);
    expect(new URL(url).search).toBe("");
    expect(tokenFromFragment(new URL(url).hash)).toBe(token);
  });

  it("refuses fragments that are not a token", () => {
    expect(tokenFromFragment("")).toBeNull();
    expect(tokenFromFragment("#short")).toBeNull();
    expect(tokenFromFragment("#%E0%A4%Aaaaaaaaaaaaaaaaaaaaaaaaa")).toBeNull();
    expect(tokenFromFragment("#<script>alert(1)</script>aaaaaaaaaaaaaaaaaaaa")).toBeNull();
  });
});
