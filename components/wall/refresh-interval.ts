/**
 * Refresh intervals as they appear in the URL (`?refresh=15s`, `1m`, `off`). Pure: shared by
 * /queues and /wall, and by anything (a soak) that wants to poll the way the pages do.
 */

/** Nothing polls faster than this: 15 s. */
export const REFRESH_FLOOR_MS = 15_000;

/** `false` means "off" (no automatic refresh). */
export type RefreshInterval = number | false;

/** The choices the /queues control offers. */
export const REFRESH_OPTIONS: readonly { value: RefreshInterval; label: string }[] = [
  { value: false, label: "Off" },
  { value: 15_000, label: "15 s" },
  { value: 30_000, label: "30 s" },
  { value: 60_000, label: "1 min" },
  { value: 300_000, label: "5 min" },
];

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, sec: 1000, m: 60_000, min: 60_000, h: 3_600_000 };
const PATTERN = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|m|min|h)?$/;
/** A day: longer asks are clamped, so timers never overflow. */
const CEILING_MS = 24 * 3_600_000;

export type ParseRefreshOptions = {
  /** Used when the value is absent or unreadable. */
  fallback: RefreshInterval;
  /** Whether `off` is allowed (the wall always refreshes: `off` gives the fallback). */
  allowOff?: boolean;
  floorMs?: number;
};

/**
 * `"15s"` → 15000, `"1m"` → 60000, `"90"` → 90000 (plain numbers are seconds), `"off"`/`"0"` → false.
 * Anything under the floor is raised to the floor; unreadable values give the fallback.
 */
export function parseRefreshInterval(raw: string | null | undefined, options: ParseRefreshOptions): RefreshInterval {
  const { fallback, allowOff = true, floorMs = REFRESH_FLOOR_MS } = options;
  if (raw === null || raw === undefined) return fallback;
  const text = raw.trim().toLowerCase();
  if (text === "") return fallback;
  if (text === "off" || text === "false" || text === "0") return allowOff ? false : fallback;
  const match = PATTERN.exec(text);
  if (!match) return fallback;
  const ms = Number(match[1]) * UNIT_MS[match[2] ?? "s"];
  if (!Number.isFinite(ms)) return fallback;
  if (ms === 0) return allowOff ? false : fallback;
  return Math.min(Math.max(Math.round(ms), floorMs), CEILING_MS);
}

/** The URL form: `false` → "off", whole minutes → "1m", else seconds → "15s". */
export function formatRefreshInterval(value: RefreshInterval): string {
  if (value === false) return "off";
  if (value % 60_000 === 0) return `${value / 60_000}m`;
  if (value % 1000 === 0) return `${value / 1000}s`;
  return `${value}ms`;
}

/** For people: "15 s", "1 min", "Off". */
export function describeRefreshInterval(value: RefreshInterval): string {
  if (value === false) return "Off";
  if (value % 60_000 === 0) return `${value / 60_000} min`;
  return `${Math.round(value / 1000)} s`;
}
