/**
 * Absolute times as words, always in one shape: "23 Nov 2026, 14:05 CET". The zone is the
 * viewer's unless one is given, and it is always named. See docs/architecture.md ("Words").
 */

type Input = number | string | Date;

/** Milliseconds since the epoch, or null when the value is not a time. */
export function toMs(value: Input): number | null {
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${key}|${options.timeZone ?? ""}`;
  let f = cache.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", options);
    cache.set(id, f);
  }
  return f;
}

function part(f: Intl.DateTimeFormat, ms: number, type: Intl.DateTimeFormatPartTypes): string {
  return f.formatToParts(new Date(ms)).find((p) => p.type === type)?.value ?? "";
}

/** The viewer's IANA time zone ("Europe/Paris"); "UTC" where it cannot be told. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The zone's short name at that instant: "UTC", "CET", "GMT-5". */
export function formatZone(ms: number, timeZone?: string): string {
  const name = part(formatter("zone", { timeZoneName: "short", timeZone }), ms, "timeZoneName");
  return name === "GMT" && (timeZone === "UTC" || timeZone === "Etc/UTC") ? "UTC" : name;
}

/** "23 Nov 2026": the one date format. */
export function formatDate(value: Input, timeZone?: string): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  return formatter("date", { day: "numeric", month: "short", year: "numeric", timeZone }).format(new Date(ms));
}

/** "14:05" (24-hour). */
export function formatTime(value: Input, timeZone?: string): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  const f = formatter("hm", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
  return `${part(f, ms, "hour")}:${part(f, ms, "minute")}`;
}

/** "14:05:09" (24-hour), for clocks. */
export function formatClock(value: Input, timeZone?: string): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  const f = formatter("hms", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23", timeZone });
  return `${part(f, ms, "hour")}:${part(f, ms, "minute")}:${part(f, ms, "second")}`;
}

/** "23 Nov 2026, 14:05 CET" (with `seconds`: "14:05:09"); a value that is not a time is shown as it is. */
export function formatDateTime(value: Input, timeZone?: string, { seconds = false }: { seconds?: boolean } = {}): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  const time = seconds ? formatClock(ms, timeZone) : formatTime(ms, timeZone);
  return `${formatDate(ms, timeZone)}, ${time} ${formatZone(ms, timeZone)}`;
}

/** "14:05" on the same day as `nowMs`, "23 Nov 2026, 14:05" otherwise; the zone named. */
export function formatWhen(value: Input, nowMs: number, timeZone?: string): string {
  const ms = toMs(value);
  if (ms === null) return String(value);
  const sameDay = formatDate(ms, timeZone) === formatDate(nowMs, timeZone);
  return sameDay ? `${formatTime(ms, timeZone)} ${formatZone(ms, timeZone)}` : formatDateTime(ms, timeZone);
}

/** A zone named for a clock: "Europe/Paris (CET)", "UTC". */
export function formatZoneLabel(ms: number, timeZone: string): string {
  const short = formatZone(ms, timeZone);
  return short === timeZone || (short === "UTC" && /^(Etc\/)?(UTC|GMT)$/.test(timeZone)) ? short : `${timeZone} (${short})`;
}
