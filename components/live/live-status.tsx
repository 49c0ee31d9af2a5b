"use client";

import { cn } from "@/lib/cn";
import { formatDuration } from "@/lib/format/duration";
import { useLiveStatus } from "./live-updates";

/**
 * A quiet line saying how fresh the page keeps itself: "Live" while the tab's event stream is up;
 * while it is down, how often the page polls instead (`pollMs`; null when it does not poll).
 * Nothing while the stream is first opening, so a page load does not flash "reconnecting";
 * nothing while live either with `quietWhenLive` (the wall, whose own badge says "Live").
 */
export function LiveStatus({ pollMs, quietWhenLive = false, className = "" }: { pollMs: number | null; quietWhenLive?: boolean; className?: string }) {
  const { state } = useLiveStatus();
  return (
    <p className={cn("text-xs text-muted", className)} role="status" data-testid="live-status" data-state={state}>
      {state === "live" ? (
        quietWhenLive ? null : (
          <>
            <span aria-hidden className="text-ok">
              ●{" "}
            </span>
            Live
          </>
        )
      ) : state === "down" ? (
        pollMs === null ? (
          "Live updates reconnecting"
        ) : (
          `Updates every ${formatDuration(pollMs)} — live updates reconnecting`
        )
      ) : null}
    </p>
  );
}
