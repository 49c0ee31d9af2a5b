/**
 * One step of returning a reloaded list to a remembered offset (only the first page comes with a
 * reload): ask for the next page while the loaded rows cannot reach the offset, else go there.
 * However far down the reader was: a cap of 1,000 rows (50 pages) left a reader of row 3,000 at
 * row 1,000. The list's end or a failed page ends it at what is loaded; the reader's own scrolling
 * ends it too (report-list.tsx).
 */
export function restoreStep(at: {
  rows: number;
  rowHeight: number;
  offset: number;
  viewportHeight: number;
  hasNextPage: boolean;
  failed: boolean;
  fetching: boolean;
}): "go" | "fetch" | "wait" {
  const reachable = at.rows * at.rowHeight >= at.offset + at.viewportHeight;
  if (reachable || !at.hasNextPage || at.failed) return "go";
  return at.fetching ? "wait" : "fetch";
}
