import { describe, expect, it } from "vitest";
import { snapshotFixture } from "./response-fixtures";
import { queueSnapshotSchema } from "./snapshot";
import { collectTolerated } from "./tolerated";

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

  const isRequiredObject = (dotted: string) => dotted === "reviewQueue" || dotted === "takedownQueue";

  it.each(paths.filter((p) => !isRequiredObject(p.join(".")) && !p.includes("0")).map((p) => [p.join(".")]))(
    "reads an answer without %s, that field alone unknown and named, the rest kept",
    (dotted) => {
      const path = dotted.split(".");
      const value = withPath(path, (parent, key) => {
        delete parent[key];
      });
      const { result, notes } = collectTolerated(() => queueSnapshotSchema.parse(value));
      expect(notes.some((n) => n.kind === "field-missing")).toBe(true);
      // The field's own object names it; a count is null, never 0.
      const parentPath = path.slice(0, -1);
      const parent = parentPath.reduce<Obj>((node, key) => node[key] as Obj, result as Obj);
      expect(parent.notSent).toContain(path[path.length - 1]);
      const read = parent[path[path.length - 1]!];
      if (typeof withPathValue(path) === "number") expect(read).toBeNull();
      // Another count stays as sent.
      if (dotted !== "takedownQueue.totalOpen") expect(result.takedownQueue.totalOpen).toBe(6);
    },
  );

  it.each([["reviewQueue"], ["takedownQueue"]])("is an error without the %s object", (key) => {
    const value = snapshotFixture();
    delete value[key];
    expect(queueSnapshotSchema.safeParse(value).success).toBe(false);
    expect(queueSnapshotSchema.safeParse({ ...snapshotFixture(), [key]: [] }).success).toBe(false);
  });

  it("reads a bucket object that was not sent as every bucket unknown", () => {
    const value = snapshotFixture();
    delete (value.reviewQueue as Obj).ageBuckets;
    const result = queueSnapshotSchema.parse(value);
    expect(result.reviewQueue.ageBuckets).toEqual({
      lt24h: null,
      h24to72: null,
      h72to168: null,
      gte168h: null,
      notSent: ["lt24h", "h24to72", "h72to168", "gte168h"],
    });
    expect(result.reviewQueue.notSent).toEqual(["ageBuckets"]);
  });

  it("leaves out and counts a byOrg row without a slug; a row without its count keeps the slug", () => {
    const value = snapshotFixture();
    (value.reviewQueue as Obj).byOrg = [{ pendingProposals: 3 }, { slug: "beta" }, { slug: "acme", pendingProposals: 10 }];
    const { result, notes } = collectTolerated(() => queueSnapshotSchema.parse(value));
    expect(result.reviewQueue.byOrg).toEqual([
      { slug: "beta", pendingProposals: null, notSent: ["pendingProposals"] },
      { slug: "acme", pendingProposals: 10 },
    ]);
    expect(result.unreadableRows).toBe(1);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "record-dropped", path: "reviewQueue.byOrg[]" }));
  });

  it("reads an unparseable generation time as unknown", () => {
    const { result, notes } = collectTolerated(() => queueSnapshotSchema.parse({ ...snapshotFixture(), generatedAt: "soon" }));
    expect(result.generatedAt).toBeNull();
    expect(notes).toContainEqual(expect.objectContaining({ kind: "time-unparseable", path: "snapshot.generatedAt" }));
  });

  const countPaths = paths.filter((p) => typeof withPathValue(p) === "number");
  it.each(countPaths.map((p) => [p.join(".")]))("reads a fractional or string count at %s as unknown", (dotted) => {
    const path = dotted.split(".");
    for (const wrong of [1.5, "3", -1]) {
      const result = queueSnapshotSchema.parse(withPath(path, (p, k) => (p[k] = wrong)));
      expect(path.reduce<unknown>((node, key) => (node as Obj)[key], result)).toBeNull();
    }
  });
});

function withPathValue(path: string[]): unknown {
  let node: unknown = snapshotFixture();
  for (const key of path) node = (node as Obj)[key];
  return node;
}
