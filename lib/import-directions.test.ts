// The import rule of docs/architecture.md (Data flow) that Biome's noRestrictedImports cannot say,
// since it cannot tell a type import from a value import: a client component imports only types
// from server modules. Checked over every value import a "use client" file reaches, not only its own.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["app", "components", "lib", "pages"];
const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^;"']*?)\s+from\s+)?["']([^"']+)["']/g;
const DYNAMIC = /import\(\s*["']([^"']+)["']\s*\)/g;

/** The specifiers a module imports for their values (an `import type`, or braces of `type` names only, bring none). */
function valueImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const [, keyword, typeOnly, clause, specifier] = m;
    if (typeOnly) continue;
    if (keyword === "export" && clause === undefined) continue;
    const braces = clause?.trim().match(/^\{([\s\S]*)\}$/);
    if (braces) {
      const names = braces[1]
        .split(",")
        .map((n) => n.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((n) => n.startsWith("type "))) continue;
    }
    out.push(specifier);
  }
  for (const m of source.matchAll(DYNAMIC)) out.push(m[1]);
  return out;
}

const isClient = (source: string) => /^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(source);
const isServerOnly = (source: string) => /(?:^|\n)import ["']server-only["'];/.test(source);

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** For each client file, the first chain of value imports that reaches a server-only module. */
function clientReachesServer(): string[] {
  const read = new Map<string, string>();
  const text = (file: string) => {
    let source = read.get(file);
    if (source === undefined) {
      source = fs.readFileSync(file, "utf8");
      read.set(file, source);
    }
    return source;
  };
  const problems: string[] = [];
  const clients = FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f))).filter((file) => isClient(text(file)));
  for (const client of clients) {
    const seen = new Set([client]);
    const queue: string[][] = [[client]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1];
      if (file !== client && isServerOnly(text(file))) {
        problems.push(chain.map((f) => path.relative(ROOT, f)).join(" → "));
        break;
      }
      for (const specifier of valueImports(text(file))) {
        const target = resolve(file, specifier);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push([...chain, target]);
        }
      }
    }
  }
  return problems;
}

/** Every specifier a module imports, type-only ones included. */
function allImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const [, keyword, , clause, specifier] = m;
    if (keyword === "export" && clause === undefined) continue;
    out.push(specifier);
  }
  for (const m of source.matchAll(DYNAMIC)) out.push(m[1]);
  return out;
}

/** Client-side code: components, the query factories, the pages' client halves, and every "use client" file. */
const isClientSide = (file: string, source: string) =>
  /^(components\/|lib\/queries\/)/.test(file) || /^app\/.*\/client[^/]*\.tsx?$/.test(file) || isClient(source);
const isStoreOrService = (file: string) => /^lib\/(db|upstream)\//.test(file);

/**
 * For each client-side file, the first chain of imports of any kind (type-only included) through
 * isomorphic modules that reaches lib/db or lib/upstream: a view type must come from a `*.types.ts`
 * module beside its service (docs/architecture.md, Data flow), not from the store or the client of
 * the service. A server-only module ends a chain (its value imports are the check above).
 */
function clientTypesReachStore(): string[] {
  return clientImportsReach((file) => isStoreOrService(file), isClientSide);
}

/**
 * For each "use client" file, query factory and route declaration, the first chain of imports of
 * any kind through isomorphic modules that reaches a server-only module: even a type of the
 * browser's code comes from a `*.types.ts` module (or a schema module), so a server module can change
 * what it imports without the browser's code noticing. Server components may import server modules.
 */
function clientTypesReachServer(): string[] {
  return clientImportsReach(
    (_file, source) => isServerOnly(source),
    (file, source) => isClient(source) || /^lib\/(queries|api-routes)\//.test(file),
  );
}

/** For each file `from` says yes to, the first chain of imports of any kind to a file `reached` says yes to; a server-only module ends a chain. */
function clientImportsReach(reached: (file: string, source: string) => boolean, from: (file: string, source: string) => boolean): string[] {
  const text = (file: string) => fs.readFileSync(file, "utf8");
  const problems: string[] = [];
  for (const client of FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f)))) {
    if (!from(path.relative(ROOT, client), text(client))) continue;
    const seen = new Set([client]);
    const queue: string[][] = [[client]];
    while (queue.length > 0) {
      const chain = queue.shift()!;
      const file = chain[chain.length - 1];
      if (file !== client && reached(path.relative(ROOT, file), text(file))) {
        problems.push(chain.map((f) => path.relative(ROOT, f)).join(" → "));
        break;
      }
      if (file !== client && isServerOnly(text(file))) continue;
      for (const specifier of allImports(text(file))) {
        const target = resolve(file, specifier);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push([...chain, target]);
        }
      }
    }
  }
  return problems;
}

describe("import directions", () => {
  it("client-side code takes no type from lib/db or lib/upstream, directly or through an isomorphic module", () => {
    expect(clientTypesReachStore(), "view types come from *.types.ts modules beside their services").toEqual([]);
  });

  it("client-side code takes not even a type from a server-only module", () => {
    expect(clientTypesReachServer(), "view types come from *.types.ts modules beside their services").toEqual([]);
  });

  it("tells a type import from a value import", () => {
    expect(valueImports('import type { A } from "@/lib/db";\nimport { type B, type C } from "@/lib/db/x";')).toEqual([]);
    expect(valueImports('import { type A, b } from "@/lib/db";\nexport { c } from "./c";\nexport type { D } from "./d";')).toEqual(["@/lib/db", "./c"]);
    expect(valueImports('import "server-only";\nimport x from "./x";\nconst y = await import("./y");')).toEqual(["server-only", "./x", "./y"]);
  });

  it("finds a client file that reaches a server-only module through a value import", () => {
    const problems = clientReachesServer();
    // A client file's whole value-import graph is walked, so the check is only as good as the graph: make sure it is one.
    expect(problems, "client components import only types from server modules (docs/architecture.md, Data flow)").toEqual([]);
  });
});
