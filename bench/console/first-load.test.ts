import { describe, expect, it } from "vitest";
import { chunkContents, FIRST_LOAD_BUDGETS, judge, overBudgetMessage, type PageLoad, scriptsOf } from "./first-load";

describe("scriptsOf (first-load JS of a page's HTML)", () => {
  it("takes script sources and script preloads once each, and skips noModule polyfills", () => {
    const html = `<html><head>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <link rel="stylesheet" href="/_next/static/css/x.css"/>
      <link rel="preload" as="font" href="/_next/static/media/f.woff2"/>
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

  it("finds nothing in a page without scripts (/sign-in's plain HTML)", () => {
    expect(scriptsOf(`<html><head><link rel="stylesheet" href="/_next/static/css/x.css"></head><body><form method="post"></form></body></html>`)).toEqual([]);
  });
});

const page = (route: string, chunks: [string, number][]): PageLoad => ({
  route,
  chunks: chunks.map(([src, gzipKb]) => ({ src, gzipKb, rawKb: gzipKb * 3 })),
  rawKb: chunks.reduce((t, [, kb]) => t + kb * 3, 0),
  gzipKb: chunks.reduce((t, [, kb]) => t + kb, 0),
});

describe("judge (each page against its budget)", () => {
  it("is over only past the budget as printed, to a tenth of a kB", () => {
    const budgets = [{ path: "/a", signedIn: true, budgetKb: 100 }];
    expect(judge([page("/a", [["x.js", 100.04]])], budgets)[0]!.over).toBe(false);
    expect(judge([page("/a", [["x.js", 100.06]])], budgets)[0]!.over).toBe(true);
  });

  it("holds /sign-in to no JavaScript at all", () => {
    expect(judge([page("/sign-in", [])])[0]).toMatchObject({ over: false, budget: { budgetKb: 0 } });
    expect(judge([page("/sign-in", [["/_next/static/chunks/tiny.js", 0.1]])])[0]!.over).toBe(true);
  });

  it("refuses a page measured without a budget", () => {
    expect(() => judge([page("/new-page", [])])).toThrow("/new-page has no first-load budget");
  });

  it("has one budget per page, the issue's figures", () => {
    expect(Object.fromEntries(FIRST_LOAD_BUDGETS.map((b) => [b.path, b.budgetKb]))).toEqual({
      "/reports": 185,
      "/queues": 260,
      "/wall": 260,
      "/sign-in": 0,
      "/assets": 190,
      "/own-assets": 220,
      "/reports/new": 185,
    });
  });
});

describe("overBudgetMessage", () => {
  const reports = page("/reports", [
    ["/_next/static/chunks/react.js", 70],
    ["/_next/static/chunks/tiny.js", 0.5],
    ["/_next/static/chunks/zod.js", 33.25],
    ["/_next/static/chunks/views.js", 90],
  ]);
  const queues = page("/queues", [
    ["/_next/static/chunks/react.js", 70],
    ["/_next/static/chunks/zod.js", 33.25],
  ]);
  const [verdict] = judge([reports]);

  it("names the page, its figure, its budget and its largest chunks, largest first, with who else loads them and what they hold", () => {
    const contents: Record<string, string[]> = {
      "/_next/static/chunks/zod.js": ["zod"],
      "/_next/static/chunks/views.js": ["@base-ui/react", "components/saved-views/views-bar.tsx"],
    };
    const message = overBudgetMessage(verdict!, [reports, queues], (src) => contents[src] ?? [], { largest: 3 });
    expect(message.split("\n")).toEqual([
      "/reports loads 193.8 kB of JavaScript gzipped (4 scripts), over its budget of 185 kB by 8.8 kB.",
      "Largest chunks of /reports:",
      "    90.0 kB  /_next/static/chunks/views.js  only /reports: @base-ui/react, components/saved-views/views-bar.tsx",
      "    70.0 kB  /_next/static/chunks/react.js  also on /queues",
      "    33.3 kB  /_next/static/chunks/zod.js  also on /queues: zod",
    ]);
  });

  it("says a page within its budget is, and cuts a long list of contents short", () => {
    const [within] = judge([queues]);
    const message = overBudgetMessage(within!, [queues], () => ["a", "b", "c", "d"], { largest: 1, names: 2 });
    expect(message.split("\n")).toEqual([
      "/queues loads 103.3 kB of JavaScript gzipped (2 scripts), within its budget of 260 kB.",
      "Largest chunks of /queues:",
      "    70.0 kB  /_next/static/chunks/react.js  only /queues: a, b, 2 more",
    ]);
  });
});

describe("chunkContents (what a built chunk holds)", () => {
  // The shape of a Turbopack production chunk: module ids, each list followed by its factory.
  const chunk = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,426240,919824,e=>{"use strict";let t=e.i(1)},53,(e,t)=>{let r=[0,1,2];e.v(r)},777,e=>{let x=a("$ZodType",{})}]);`;

  it("names the client components it defines by the build's module ids, and packages by the strings their code keeps", () => {
    const clientModules = new Map([
      [919824, "components/live/live-updates.tsx"],
      [53, "components/saved-views/views-bar.tsx"],
      [12, "components/not-in-this-chunk.tsx"],
    ]);
    expect(chunkContents(chunk, clientModules)).toEqual(["zod", "components/live/live-updates.tsx", "components/saved-views/views-bar.tsx"]);
  });

  it("names nothing it cannot tell", () => {
    expect(chunkContents(`(globalThis.TURBOPACK||[]).push([null,1,e=>{e.v(2)}]);`, new Map())).toEqual([]);
  });
});
