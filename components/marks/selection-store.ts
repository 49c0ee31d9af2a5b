import { useSyncExternalStore } from "react";

/**
 * The rows a reader has selected on a list, for one view (the list's filters and fold: a new view
 * starts with nothing selected). `all`: every item matching the view's filter, loaded or not, which
 * the server resolves (lib/marks/selection.ts); `ids` then holds nothing. Module state, read through
 * `useSelection`: the rows and the bulk bar are separate lazily loaded chunks sharing it.
 */
export type Selection = { view: string; ids: ReadonlySet<string>; all: boolean; anchor: string | null };

const EMPTY: Selection = { view: "", ids: new Set(), all: false, anchor: null };
let state: Selection = EMPTY;
const listeners = new Set<() => void>();

function set(next: Selection): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => state;

/** The view's selection now (nothing when another view's is held). */
export const selectionOf = (view: string): Selection => (state.view === view ? state : { ...EMPTY, view });
const of = selectionOf;

/** The view's selection, re-rendering on each change. */
export function useSelection(view: string): Selection {
  const current = useSyncExternalStore(subscribe, read, read);
  return current.view === view ? current : { ...EMPTY, view };
}

/**
 * A click on a row's box: toggles it; with shift, sets every row from the last one clicked (the
 * anchor) to this one as the anchor is, in the list's order.
 */
export function toggleRow(view: string, id: string, order: readonly string[], range = false): void {
  const now = of(view);
  const ids = new Set(now.ids);
  const on = !ids.has(id);
  if (range && now.anchor !== null && order.includes(now.anchor)) {
    const a = order.indexOf(now.anchor);
    const b = order.indexOf(id);
    const anchorOn = ids.has(now.anchor);
    for (const rowId of order.slice(Math.min(a, b), Math.max(a, b) + 1)) {
      if (anchorOn) ids.add(rowId);
      else ids.delete(rowId);
    }
  } else if (on) ids.add(id);
  else ids.delete(id);
  set({ view, ids, all: false, anchor: id });
}

/** Shift+j / shift+k: adds the next row to the selection (and the row the reader is on, if it was not). */
export function extendTo(view: string, from: string, to: string): void {
  const ids = new Set(of(view).ids);
  ids.add(from);
  ids.add(to);
  set({ view, ids, all: false, anchor: to });
}

export function selectAllMatching(view: string): void {
  set({ view, ids: new Set(), all: true, anchor: null });
}

export function selectLoaded(view: string, ids: readonly string[]): void {
  set({ view, ids: new Set(ids), all: false, anchor: null });
}

export function clearSelection(): void {
  set(EMPTY);
}
