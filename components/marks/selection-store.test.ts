import { beforeEach, describe, expect, it } from "vitest";
import { clearSelection, extendTo, selectAllMatching, selectionOf, toggleRow } from "./selection-store";

const ORDER = ["1", "2", "3", "4", "5"];
const ids = (view: string) => [...selectionOf(view).ids].sort();

describe("selection of rows", () => {
  beforeEach(() => clearSelection());

  it("toggles a row, and shift-click sets the range from the last row clicked", () => {
    toggleRow("v", "2", ORDER);
    toggleRow("v", "4", ORDER, true);
    expect(ids("v")).toEqual(["2", "3", "4"]);
    toggleRow("v", "3", ORDER);
    expect(ids("v")).toEqual(["2", "4"]);
  });

  it("extends with shift+j, and 'all matching' replaces the ids; another view starts empty", () => {
    extendTo("v", "1", "2");
    expect(ids("v")).toEqual(["1", "2"]);
    selectAllMatching("v");
    expect(selectionOf("v")).toMatchObject({ all: true, ids: new Set() });
    expect(selectionOf("other")).toMatchObject({ all: false, ids: new Set() });
  });
});
