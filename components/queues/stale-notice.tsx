"use client";

import { TriangleAlert } from "lucide-react";
import type { Connection } from "@/components/wall/connection-state";
import { formatClock, formatZone } from "@/lib/format/time";

/** Last good data kept on screen while refreshing fails: say so, and why. */
export function StaleNotice({ connection }: { connection: Connection }) {
  if (connection.kind !== "stale") return null;
  const { failure } = connection;
  return (
    <div role="status" data-testid="stale-badge" className="mb-3 rounded border border-warn bg-warn-soft p-2 text-sm text-text">
      <span className="font-semibold">
        <TriangleAlert aria-hidden size={14} className="mr-1 inline align-[-2px]" />
        Stale since {formatClock(connection.staleSince)} {formatZone(connection.staleSince)}
      </span>{" "}
      — the last refresh failed: {failure.message}
      {failure.requestId ? <span className="ml-1 font-mono text-xs">(request id {failure.requestId})</span> : null}. The figures below are from the last good
      answer; refreshing continues.
    </div>
  );
}
