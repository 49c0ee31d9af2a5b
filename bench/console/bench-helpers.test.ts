import { describe, expect, it } from "vitest";
import { scriptsOf } from "../bundle-size.bench";
import { maxPerWindow } from "../coalescing.bench";

describe("scriptsOf (first-load JS of a page's HTML)", () => {
  it("takes script sources and script preloads once each, and skips noModule polyfills", () => {
    const html = `<html><head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <link rel="stylesheet" href="/_next/static/css/x.css"/>
      <link rel="modulepreload" href="/_next/static/chunks/m.js">
      </head><body>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src='/_next/static/chunks/b.js?v=1&amp;x=2' nonce="n"></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,"x"])</script>
      </body></html>`;
    expect(scriptsOf(html)).toEqual(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js?v=1&x=2", "/_next/static/chunks/m.js"]);
  });

  it("takes the chunks the inline RSC payload names (as webpack builds load client components), once each", () => {
    const html = `<html><body>
      <script src="/_next/static/chunks/main.js" async=""></script>
      <script nonce="n">self.__next_f.push([1,"2:I[123,[\\"static/chunks/page-1.js\\",\\"static/chunks/main.js\\"],\\"Client\\"]"])</script>
      <script>self.__next_f.push([1,"3:[\\"/_next/static/chunks/polyfills.js\\",\\"/_next/static/chunks/x.js\\"]"])</script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      </body></html>`;
    expect(scriptsOf(html)).toEqual(["/_next/static/chunks/main.js", "/_next/static/chunks/page-1.js", "/_next/static/chunks/x.js"]);
  });
});

describe("maxPerWindow (upstream calls per reuse window)", () => {
  const calls = (...at: number[]) => at.map((t) => ({ method: "POST", path: "/", body: "", at: t, answeredAt: t + 1 }));
  it("counts the most calls starting within any window of that length", () => {
    expect(maxPerWindow(calls(), 10_000)).toBe(0);
    expect(maxPerWindow(calls(0, 10_000, 20_001), 10_000)).toBe(1);
    expect(maxPerWindow(calls(0, 9_999, 30_000), 10_000)).toBe(2);
    expect(maxPerWindow(calls(50, 5, 40, 30_000), 10_000)).toBe(3);
  });
});
