"use client";

import { useNow } from "./use-now";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400_000],
  ["month", 30 * 86_400_000],
  ["week", 7 * 86_400_000],
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** "3 hours ago" / "in 2 days" for `time` seen at `now`. */
export function formatRelative(time: number, now: number): string {
  const diff = time - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return "just now";
}

/** Absolute date and time in the viewer's time zone, with the zone named. */
export function formatAbsolute(time: number): string {
  return new Date(time).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "long" });
}

/**
 * A timestamp as relative text, the absolute time (viewer's time zone) on hover. An unreadable
 * value is shown as given. Before the browser knows the time, the ISO text is shown.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow();
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return <span className={className}>{iso}</span>;
  return (
    <time dateTime={iso} title={now === null ? iso : formatAbsolute(time)} className={className}>
      {now === null ? iso.slice(0, 16).replace("T", " ") : formatRelative(time, now)}
    </time>
  );
}
