// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { keyToCommand, TRIAGE_KEYS, triageKeysFor } from "./keys";

const press = (key: string, extra: Partial<KeyboardEvent> & { target?: EventTarget | null } = {}) =>
  keyToCommand({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: document.body, ...extra });

describe("keyToCommand", () => {
  it("maps j/k/a/r/w/?", () => {
    expect(press("j")).toEqual({ type: "move", by: 1 });
    expect(press("k")).toEqual({ type: "move", by: -1 });
    expect(press("a")).toEqual({ type: "open", decision: "APPROVE" });
    expect(press("r")).toEqual({ type: "open", decision: "REJECT" });
    expect(press("w")).toEqual({ type: "open", decision: "WATCHLIST" });
    expect(press("?", { shiftKey: true })).toEqual({ type: "help" });
  });
  it("maps x (tick the selected) and shift+j/k (tick the next or previous too)", () => {
    expect(press("x")).toEqual({ type: "pick" });
    expect(press("J", { shiftKey: true })).toEqual({ type: "extend", by: 1 });
    expect(press("K", { shiftKey: true })).toEqual({ type: "extend", by: -1 });
  });
  it("ignores modified keys, other keys and typing in a field", () => {
    expect(press("a", { ctrlKey: true })).toBeNull();
    expect(press("r", { metaKey: true })).toBeNull();
    expect(press("A", { shiftKey: true })).toBeNull();
    expect(press("q")).toBeNull();
    expect(press("x", { target: document.createElement("input") })).toBeNull();
    for (const tag of ["input", "textarea", "select"]) expect(press("a", { target: document.createElement(tag) })).toBeNull();
  });
});

describe("triageKeysFor", () => {
  it("lists only what a viewer can do: moving and help, no reviewing keys", () => {
    const viewer = triageKeysFor(false).flatMap((row) => row.keys);
    expect(viewer).toEqual(["j", "↓", "k", "↑", "Home", "End", "Esc", "?"]);
    expect(triageKeysFor(true)).toEqual(TRIAGE_KEYS);
  });
  it("names the keys that really confirm the review dialog: Ctrl/Cmd+Enter, never Enter alone", () => {
    const confirm = TRIAGE_KEYS.find((row) => row.does.startsWith("Confirm"));
    expect(confirm?.keys).toEqual(["Ctrl+Enter", "⌘+Enter"]);
    expect(TRIAGE_KEYS.flatMap((row) => row.keys)).not.toContain("Enter");
  });
});
