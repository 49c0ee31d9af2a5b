// First-load JavaScript per page, gzipped: the one measurement behind `npm run budgets` (the
// check in `npm test`) and `npm run bench -- bundle-size`. The built console serves each page
// (signed in as admin, or signed out); every script the HTML makes a modern browser load is
// fetched and gzipped. Chunks a page imports later (next/dynamic, import()) are not first-load.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

/** A page and the most first-load JavaScript (kB gzipped) it may load. */
export type PageBudget = { path: string; signedIn: boolean; budgetKb: number };

// Issue 19's budgets, which issue 40 made fail CI: /sign-in loads no JavaScript at all. A new page
// gets its row here when it is built.
export const FIRST_LOAD_BUDGETS: readonly PageBudget[] = [
  { path: "/reports", signedIn: true, budgetKb: 185 },
  { path: "/reports/new", signedIn: true, budgetKb: 185 },
  { path: "/queues", signedIn: true, budgetKb: 260 },
  { path: "/wall", signedIn: true, budgetKb: 260 },
  { path: "/own-assets", signedIn: true, budgetKb: 220 },
  { path: "/assets", signedIn: true, budgetKb: 190 },
  { path: "/sign-in", signedIn: false, budgetKb: 0 },
];

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}(?:=("[^"]*"|'[^']*'|[^\\s>]*))?`, "i");

function attribute(tag: string, name: string): string | null {
  const match = ATTRIBUTE(name).exec(tag);
  if (!match) return null;
  return (match[1] ?? "").replace(/^["']|["']$/g, "").replaceAll("&amp;", "&");
}

/** Script addresses the page's HTML makes a modern browser load (not the `noModule` polyfills it skips). */
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

export type Chunk = { src: string; rawKb: number; gzipKb: number };
export type PageLoad = { route: string; chunks: Chunk[]; rawKb: number; gzipKb: number };

const sum = (chunks: Chunk[], key: "rawKb" | "gzipKb") => chunks.reduce((total, chunk) => total + chunk[key], 0);

/** Fetches the page and every script its HTML loads; `bodies` keeps each script's bytes across pages. */
export async function measurePage(origin: string, route: string, cookie: string | undefined, bodies: Map<string, Buffer>, status = 200): Promise<PageLoad> {
  const response = await fetch(`${origin}${route}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const html = await response.text();
  if (response.status !== status) throw new Error(`${route} answered ${response.status}`);
  const chunks: Chunk[] = [];
  for (const src of scriptsOf(html)) {
    const url = new URL(src, origin).href;
    let body = bodies.get(url);
    if (!body) {
      const script = await fetch(url);
      if (script.status !== 200) throw new Error(`${src} (from ${route}) answered ${script.status}`);
      body = Buffer.from(await script.arrayBuffer());
      bodies.set(url, body);
    }
    chunks.push({ src, rawKb: body.length / 1024, gzipKb: gzipSync(body).length / 1024 });
  }
  return { route, chunks, rawKb: sum(chunks, "rawKb"), gzipKb: sum(chunks, "gzipKb") };
}

/** Every budgeted page of the console at `origin`; `adminCookie` signs in the pages that want it. */
export async function measureBudgetedPages(origin: string, adminCookie: string, budgets: readonly PageBudget[] = FIRST_LOAD_BUDGETS): Promise<PageLoad[]> {
  const bodies = new Map<string, Buffer>();
  const loads: PageLoad[] = [];
  for (const budget of budgets) loads.push(await measurePage(origin, budget.path, budget.signedIn ? adminCookie : undefined, bodies));
  return loads;
}

// Packages told apart by strings their minified code keeps (names and messages, not our calls into them).
const PACKAGE_MARKS: { name: string; mark: RegExp }[] = [
  { name: "react-dom", mark: /\bhydrateRoot\b|react-dom/ },
  { name: "next router", mark: /__NEXT_DATA__|next-router/ },
  { name: "zod", mark: /"\$ZodType"/ },
  { name: "react-hook-form", mark: /shouldUnregister/ },
  { name: "recharts", mark: /recharts-/ },
  { name: "@base-ui/react", mark: /data-base-ui/ },
  { name: "react-markdown (micromark)", mark: /micromark/ },
  { name: "tailwind-merge", mark: /classGroupId/ },
  { name: "@tanstack/react-query", mark: /QueryClient/ },
];

/** The ids Turbopack gives the modules a chunk defines: `push([script, id, id…, factory, …])`. */
function moduleIdsOf(source: string): Set<number> {
  const ids = new Set<number>();
  for (const [, list] of source.matchAll(/[,[]((?:\d+,)*\d+),(?:\w+|\([\w,]*\))=>\{/g)) for (const id of list!.split(",")) ids.add(Number(id));
  return ids;
}

/** Client components (module id → source path) from the build's client reference manifests. */
export function clientModulesOf(distDir: string): Map<number, string> {
  const modules = new Map<number, string>();
  const appDir = path.join(distDir, "server", "app");
  if (!fs.existsSync(appDir)) return modules;
  for (const file of fs.readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith("_client-reference-manifest.js")) continue;
    const context: { __RSC_MANIFEST?: Record<string, { clientModules?: Record<string, { id: number | string }> }> } = {};
    vm.runInNewContext(fs.readFileSync(path.join(appDir, file), "utf8").replaceAll("globalThis.", "this."), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {}))
      for (const [name, entry] of Object.entries(manifest.clientModules ?? {})) {
        const id = Number(entry.id);
        if (Number.isInteger(id) && !name.includes("/node_modules/")) modules.set(id, name.replace(/^\[project\]\//, "").replace(/ <.*>$/, ""));
      }
  }
  return modules;
}

/** What a chunk holds, as far as its source says: packages recognised and the client components it defines. */
export function chunkContents(source: string, clientModules: Map<number, string>): string[] {
  const packages = PACKAGE_MARKS.filter(({ mark }) => mark.test(source)).map(({ name }) => name);
  const components = [...moduleIdsOf(source)].flatMap((id) => clientModules.get(id) ?? []);
  return [...packages, ...[...new Set(components)].sort()];
}

/** Reads a chunk's source from the build folder by its address, or null when it is not there. */
export function chunkSource(distDir: string, src: string): string | null {
  const match = /^\/_next\/(static\/.+?)(?:\?.*)?$/.exec(src);
  if (!match) return null;
  const file = path.join(distDir, match[1]!);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
}

export type Verdict = { load: PageLoad; budget: PageBudget; over: boolean };

/** Each page against its budget (a page measured without a budget is an error: every page measured has one). */
export function judge(loads: PageLoad[], budgets: readonly PageBudget[] = FIRST_LOAD_BUDGETS): Verdict[] {
  return loads.map((load) => {
    const budget = budgets.find((b) => b.path === load.route);
    if (!budget) throw new Error(`${load.route} has no first-load budget`);
    // Rounded as printed, so a page shown at its budget passes.
    return { load, budget, over: Number(load.gzipKb.toFixed(1)) > budget.budgetKb };
  });
}

const kb = (value: number) => `${value.toFixed(1)} kB`;

/**
 * Why a page is over its budget (or how far within it): its figure and budget, then its largest
 * chunks with their size, the other measured pages that load them too, and what they hold
 * (`describe`, at most `names` of it per chunk).
 */
export function overBudgetMessage(
  verdict: Verdict,
  all: PageLoad[],
  describe: (src: string) => string[] = () => [],
  { largest = 6, names = 8 }: { largest?: number; names?: number } = {},
): string {
  const { load, budget } = verdict;
  const figure = `${load.route} loads ${kb(load.gzipKb)} of JavaScript gzipped (${load.chunks.length} scripts)`;
  const lines = [
    verdict.over
      ? `${figure}, over its budget of ${budget.budgetKb} kB by ${kb(load.gzipKb - budget.budgetKb)}.`
      : `${figure}, within its budget of ${budget.budgetKb} kB.`,
  ];
  if (load.chunks.length > 0) lines.push(`Largest chunks of ${load.route}:`);
  for (const chunk of [...load.chunks].sort((a, b) => b.gzipKb - a.gzipKb).slice(0, largest)) {
    const others = all.filter((other) => other.route !== load.route && other.chunks.some((c) => c.src === chunk.src)).map((other) => other.route);
    const described = describe(chunk.src);
    const contents = described.length > names ? [...described.slice(0, names), `${described.length - names} more`] : described;
    lines.push(
      `  ${kb(chunk.gzipKb).padStart(9)}  ${chunk.src}  ${others.length > 0 ? `also on ${others.join(", ")}` : `only ${load.route}`}${contents.length > 0 ? `: ${contents.join(", ")}` : ""}`,
    );
  }
  return lines.join("\n");
}
