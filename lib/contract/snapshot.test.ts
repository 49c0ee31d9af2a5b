import { describe, expect, it } from "vitest";
import { snapshotFixture } from "./response-fixtures";
import { queueSnapshotSchema } from "./snapshot";

type Obj = Record<string, unknown>;

/** The path of every field of the fixture, nested ones included (arrays entered at their first item). */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return fieldPaths(value[0], [...prefix, "0"]);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])]);
  }
  return [];
}

function withPath(path: string[], change: (parent: Obj, key: string) => void): Obj {
  const root = snapshotFixture();
  let parent: Obj = root;
  for (const key of path.slice(0, -1)) parent = parent[key] as Obj;
  change(parent, path[path.length - 1]);
  return root;
}

describe("queueSnapshotSchema", () => {
  it("accepts section 2.9 and keeps extra fields", () => {
    const value = { ...snapshotFixture(), windowHours: 168 };
    const parsed = queueSnapshotSchema.parse(value);
    expect(parsed.reviewQueue.slaBuckets.breached).toBe(1);
    expect(parsed.windowHours).toBe(168);
  });

  const paths = fieldPaths(snapshotFixture());
  it("walks every field of the fixture", () => expect(paths.length).toBeGreaterThan(30));

  it.each(paths.map((p) => [p.join(".")]))("fails without %s", (dotted) => {
    const value = withPath(dotted.split("."), (parent, key) => {
      delete parent[key];
    });
    expect(queueSnapshotSchema.safeParse(value).success).toBe(false);
  });

  const countPaths = paths.filter((p) => typeof withPathValue(p) === "number");
  it.each(countPaths.map((p) => [p.join(".")]))("rejects a fractional or string count at %s", (dotted) => {
    const path = dotted.split(".");
    expect(queueSnapshotSchema.safeParse(withPath(path, (p, k) => (p[k] = 1.5))).success).toBe(false);
    expect(queueSnapshotSchema.safeParse(withPath(path, (p, k) => (p[k] = "3"))).success).toBe(false);
  });
});

function withPathValue(path: string[]): unknown {
  let node: unknown = snapshotFixture();
  for (const key of path) node = (node as Obj)[key];
  return node;
}
