/**
 * Scroll offsets of the report list per view (filters + fold), kept for the browser tab: in
 * memory, mirrored to sessionStorage so a reload or a visit to another page and back finds them.
 */
const STORAGE_KEY = "rampart.reports.scroll";
const MAX_ENTRIES = 50;
let offsets: Map<string, number> | null = null;

function load(): Map<string, number> {
  if (offsets) return offsets;
  offsets = new Map();
  try {
    const raw = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(STORAGE_KEY);
    if (raw) for (const [k, v] of JSON.parse(raw) as [string, number][]) offsets.set(k, v);
  } catch {
    // Storage may be unavailable or hold garbage: start empty.
  }
  return offsets;
}

export function readScrollOffset(view: string): number {
  return load().get(view) ?? 0;
}

export function saveScrollOffset(view: string, offset: number): void {
  const map = load();
  map.delete(view);
  map.set(view, Math.max(0, Math.round(offset)));
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...map]));
  } catch {
    // Memory alone still works for this tab.
  }
}
