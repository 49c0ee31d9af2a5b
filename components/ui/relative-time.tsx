"use client";

import { formatDateTime, formatRelative, toMs } from "@/lib/format";
import { NOT_SENT } from "@/lib/format/not-sent";
import { useNow, useTimeZone } from "./use-now";

/**
 * A timestamp as relative text with the absolute time visible beside it ("3 hours ago ·
 * 23 Nov 2026, 14:05 CET"), in the viewer's zone. `compact` shows only the absolute time and
 * keeps the relative one in the title (for dense tables). Before the browser knows the time
 * and zone, the absolute time is written in UTC, named. An unreadable value is shown as given.
 */
export function RelativeTime({ iso, className, compact = false }: { iso: string | null; className?: string; compact?: boolean }) {
  const now = useNow();
  const zone = useTimeZone();
  // A time the service did not send, or sent unreadable (lib/contract/tolerated.ts).
  if (iso === null) return <span className={`text-muted ${className ?? ""}`}>{NOT_SENT}</span>;
  const ms = toMs(iso);
  if (ms === null) return <span className={className}>{iso}</span>;
  const absolute = formatDateTime(ms, zone ?? "UTC");
  const relative = now === null ? null : formatRelative(ms, now);
  if (compact) {
    return (
      <time dateTime={iso} title={relative ?? undefined} className={className}>
        {absolute}
      </time>
    );
  }
  return (
    <time dateTime={iso} title={absolute} className={className}>
      {relative === null ? absolute : relative}
      {relative === null ? null : <span className="text-muted"> · {absolute}</span>}
    </time>
  );
}

/** An absolute time in the viewer's zone, named ("23 Nov 2026, 14:05 CET"); UTC until hydrated. */
export function DateTime({ iso, className }: { iso: string | null; className?: string }) {
  const zone = useTimeZone();
  if (iso === null) return <span className={`text-muted ${className ?? ""}`}>{NOT_SENT}</span>;
  const ms = toMs(iso);
  if (ms === null) return <span className={className}>{iso}</span>;
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(ms, zone ?? "UTC")}
    </time>
  );
}
