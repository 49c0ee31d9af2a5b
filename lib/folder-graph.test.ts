import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const LIB = path.resolve(__dirname);

/** Every source file under lib (tests and test helpers aside: they may reach across). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** lib/db/x.ts → "db"; a file at the top of lib is a node of its own ("env.ts"). */
function nodeOf(file: string): string {
  return path.relative(LIB, file).split(path.sep)[0];
}

/** The lib files a module names, type-only imports and re-exports included. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  const targets: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
    const spec = match[1] ?? match[2];
    if (spec.startsWith("@/lib/")) targets.push(path.join(LIB, spec.slice("@/lib/".length)));
    else if (spec.startsWith(".")) targets.push(path.resolve(path.dirname(file), spec));
  }
  return targets.filter((target) => path.relative(LIB, target).split(path.sep)[0] !== "..");
}

/** The folder-level graph: an edge from folder a to folder b when a file in a imports one in b. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(LIB)) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const target of importsOf(file)) {
      const rel = path.relative(LIB, target).split(path.sep);
      const to = rel.length === 1 ? (/\.tsx?$/.test(rel[0]) ? rel[0] : `${rel[0]}.ts`) : rel[0];
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Each folder circle once, as the path that closes it (a → b → a). */
function circles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next);
      if (at >= 0) {
        const loop = trail.slice(at);
        const start = loop.indexOf([...loop].sort()[0]);
        found.add([...loop.slice(start), ...loop.slice(0, start), loop[start]].join(" → "));
      } else if (trail.length < 12) visit(next, [...trail, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...found].sort();
}

describe("the folders of lib", () => {
  it("import each other in one direction only (no folder circle, type-only imports counted)", () => {
    expect(circles(folderGraph())).toEqual([]);
  });
});
