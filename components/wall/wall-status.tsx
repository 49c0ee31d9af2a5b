import { formatClock, formatTime } from "@/lib/format/time";
import { type Connection, connectionLost } from "./connection-state";

const text = { fontSize: "clamp(0.875rem, 1.25vw, 4rem)" };

/** Live / stale since HH:MM, and the connection-lost indicator (icon + words, not colour alone). */
export function WallStatus({ connection }: { connection: Connection }) {
  return (
    <div className="flex flex-wrap items-center gap-[0.8vw]" style={text} role="status">
      {connection.kind === "live" ? (
        <span className="rounded-[0.3vw] border border-emerald-400 px-[0.6vw] py-[0.2vw] text-emerald-200" data-testid="live-badge">
          <span aria-hidden>● </span>Live · updated {formatClock(connection.updatedAt)}
        </span>
      ) : null}
      {connection.kind === "loading" ? <span className="text-slate-300">Connecting…</span> : null}
      {connection.kind === "stale" ? (
        <span className="rounded-[0.3vw] border-2 border-amber-400 bg-amber-950 px-[0.6vw] py-[0.2vw] font-semibold text-amber-100" data-testid="stale-badge">
          <span aria-hidden>⚠ </span>Stale since {formatTime(connection.staleSince)}
        </span>
      ) : null}
      {connectionLost(connection) ? (
        <span className="rounded-[0.3vw] border-2 border-red-400 bg-red-950 px-[0.6vw] py-[0.2vw] font-semibold text-red-100" data-testid="connection-lost">
          <span aria-hidden>✕ </span>Connection lost — retrying
        </span>
      ) : null}
    </div>
  );
}
