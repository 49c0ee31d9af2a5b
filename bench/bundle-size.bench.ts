// Bytes to the browser (issue 8.3): first-load JavaScript per route, gzipped. The built console
// serves each page signed in (as admin); every script the HTML loads (`<script src>` and script
// preloads, and the chunks the inline RSC payload names for the page's client components, but not
// the `noModule` polyfills a modern browser skips) is fetched and gzipped.
// Chunks a page imports later (next/dynamic, import()) are not first-load and not counted here.
import path from "node:path";
import { gzipSync } from "node:zlib";
import { signIn } from "./console/session";
import { type ConsoleHandle, DEMO_PASSWORD, startConsole } from "./console/stack";
import type { Bench, Figure } from "./lib/types";

// Budgets of issue 19: /sign-in loads no JavaScript at all.
const ROUTES: { path: string; signedIn: boolean; budgetKb: number }[] = [
  { path: "/reports", signedIn: true, budgetKb: 185 },
  { path: "/queues", signedIn: true, budgetKb: 260 },
  { path: "/wall", signedIn: true, budgetKb: 260 },
  { path: "/sign-in", signedIn: false, budgetKb: 0 },
];

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}(?:=("[^"]*"|'[^']*'|[^\\s>]*))?`, "i");

function attribute(tag: string, name: string): string | null {
  const match = ATTRIBUTE(name).exec(tag);
  if (!match) return null;
  return (match[1] ?? "").replace(/^["']|["']$/g, "").replaceAll("&amp;", "&");
}

/** Script addresses the page's HTML makes a modern browser load. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  const skipped = new Set<string>();
  const named: string[] = [];
  for (const [, tag, inline] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attribute(tag!, "src");
    if (src) (attribute(tag!, "nomodule") === null ? found : skipped).add(src);
    // Webpack builds name some client-component chunks only in the RSC payload; the runtime loads them before hydrating.
    for (const [chunk] of inline!.matchAll(/(?:\/_next\/)?static\/chunks\/[^"'\\\s]+?\.js/g)) named.push(chunk.startsWith("/") ? chunk : `/_next/${chunk}`);
  }
  for (const address of named) if (!skipped.has(address)) found.add(address);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (!href) continue;
    if (rel === "modulepreload" || (rel === "preload" && attribute(tag, "as")?.toLowerCase() === "script")) found.add(href);
  }
  return [...found];
}

// The floor page (app/bench-floor/page.tsx): an App Router page outside the console's shell with no
// client code of ours, in the same build as the pages; it answers on the bench's console (RAMPART_BENCH_FLOOR=1).
const FLOOR_ROUTE = "/bench-floor";

type PageBytes = { scripts: number; rawKb: number; gzipKb: number };

async function measurePage(origin: string, route: string, cookie: string | undefined, cache: Map<string, Buffer>, status = 200): Promise<PageBytes> {
  const response = await fetch(`${origin}${route}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const html = await response.text();
  if (response.status !== status) throw new Error(`${route} answered ${response.status}`);
  let raw = 0;
  let gzip = 0;
  const scripts = scriptsOf(html);
  for (const src of scripts) {
    const url = new URL(src, origin).href;
    let body = cache.get(url);
    if (!body) {
      const script = await fetch(url);
      if (script.status !== 200) throw new Error(`${src} (from ${route}) answered ${script.status}`);
      body = Buffer.from(await script.arrayBuffer());
      cache.set(url, body);
    }
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { scripts: scripts.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

/** The floor page, signed out, on the console measured (the same build as its pages). */
function measureFloor(origin: string): Promise<PageBytes> {
  return measurePage(origin, FLOOR_ROUTE, undefined, new Map());
}

const bench: Bench = {
  description: "first-load JavaScript per route, gzipped (scripts in each page's HTML, signed in)",
  async run({ tmpDir, log }) {
    let rampart: ConsoleHandle | undefined;
    try {
      rampart = await startConsole({ dataDir: path.join(tmpDir, "console"), logDir: tmpDir, env: { LOG_LEVEL: "warn" }, log });
      const cookie = await signIn(rampart.origin, "admin", DEMO_PASSWORD);
      const cache = new Map<string, Buffer>();
      const figures: Figure[] = [];
      // The floor under every budget: what any App Router page loads (Next's runtime and React DOM).
      const floor = await measureFloor(rampart.origin).catch((error: unknown) => {
        log(`framework floor not measured: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
      if (floor) log(`framework floor (${FLOOR_ROUTE}): ${floor.scripts} scripts, ${floor.gzipKb.toFixed(1)} kB gzipped`);
      for (const route of ROUTES) {
        const bytes = await measurePage(rampart.origin, route.path, route.signedIn ? cookie : undefined, cache);
        log(`${route.path}: ${bytes.scripts} scripts, ${bytes.gzipKb.toFixed(1)} kB gzipped (${bytes.rawKb.toFixed(0)} kB raw)`);
        figures.push({
          name: `first-load JS ${route.path} (kB gzipped)`,
          stat: "total",
          value: bytes.gzipKb,
          unit: "count",
          target: { max: route.budgetKb },
          note: `${bytes.scripts} scripts, ${bytes.rawKb.toFixed(0)} kB raw, ${bytes.scripts === 0 ? "no client runtime (plain HTML)" : floor ? `${(bytes.gzipKb - floor.gzipKb).toFixed(0)} kB above the floor` : "floor not measured"}${route.signedIn ? "" : ", signed out"}`,
        });
      }
      if (floor) {
        figures.push({
          name: "first-load JS floor: Next + React alone (kB gzipped)",
          stat: "total",
          value: floor.gzipKb,
          unit: "count",
          note: `${FLOOR_ROUTE}: an App Router page with no client code of ours, ${floor.scripts} scripts, ${floor.rawKb.toFixed(0)} kB raw`,
        });
      }
      return figures;
    } finally {
      await rampart?.stop();
    }
  },
};

export default bench;
