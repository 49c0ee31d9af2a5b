import { describe, expect, it, vi } from "vitest";
import { collectTolerated, noteTolerated } from "./tolerated";

describe("collectTolerated", () => {
  it("collects what a parse noted, nested calls apart", () => {
    const { notes, result } = collectTolerated(() => {
      noteTolerated({ kind: "field-missing", path: "a" });
      const inner = collectTolerated(() => noteTolerated({ kind: "field-missing", path: "b" }));
      expect(inner.notes.map((n) => n.path)).toEqual(["b"]);
      return 1;
    });
    expect(result).toBe(1);
    expect(notes.map((n) => n.path)).toEqual(["a"]);
  });

  it("hears notes made by another copy of this module (the build gives startup's client and each route's schemas their own)", async () => {
    vi.resetModules();
    const other = await import("./tolerated");
    expect(other.noteTolerated).not.toBe(noteTolerated);
    const { notes } = collectTolerated(() => other.noteTolerated({ kind: "field-missing", path: "reports[0].title" }));
    expect(notes).toEqual([{ kind: "field-missing", path: "reports[0].title" }]);
  });
});
