"use client";

import type { Connection } from "@/components/wall/connection-state";
import { formatClock } from "./time-format";

/** Last good data kept on screen while refreshing fails: say so, and why. */
export function StaleNotice({ connection }: { connection: Connection }) {
  if (connection.kind !== "stale") return null;
  const { failure } = connection;
  return (
    <div
      role="status"
      data-testid="stale-badge"
      className="mb-3 rounded border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="font-semibold">
        <span aria-hidden>⚠ </span>Stale since {formatClock(connection.staleSince)}
      </span>{" "}
      — the last refresh failed: {failure.message}
      {failure.requestId ? <span className="ml-1 font-mono text-xs">(request id {failure.requestId})</span> : null}. The figures below are from
      the last good answer; refreshing continues.
    </div>
  );
}
