"use client";

import { RelativeTime } from "@/components/ui/relative-time";
import { DataTable, Td } from "@/components/ui/table";
import { label } from "@/lib/format/labels";
import type { HistoryEntry } from "@/lib/queries/alerts";
import { SeverityTag, StateBadge } from "./state-badge";

/** Entries about who owns a firing alert rather than its state (lib/alerts/evaluate.ts, lib/alerts/ownership.ts). */
const OWNER_CHANGES = new Set(["acknowledged", "unacknowledged", "reminded", "escalated"]);

function ownerChangeWords(e: HistoryEntry): string {
  switch (e.to) {
    case "acknowledged":
      return `Acknowledged by ${e.actor ?? "someone"}`;
    case "unacknowledged":
      return e.actor ? `No longer acknowledged (${e.actor})` : "Acknowledgement lapsed";
    case "reminded":
      return "Reminded: nobody has acknowledged it";
    default:
      return "Escalated: nobody has acknowledged it";
  }
}

/** Transitions newest first; a firing or resolved one lists its notifications and every delivery attempt. */
export function HistoryTable({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <p className="text-xs text-muted">No state changes yet.</p>;
  return (
    <DataTable
      label="Alert history"
      caption="Alert state changes, newest first, with their notifications"
      data-testid="alert-history"
      columns={["When", "Rule", "Change", "Measured", "Notifications"]}
      items={entries}
      row={(e) => (
        <tr key={e.id} data-testid="alert-history-row">
          <Td className="whitespace-nowrap">
            <RelativeTime iso={e.at} />
          </Td>
          <Td>
            {e.ruleName} <SeverityTag severity={e.severity} />
          </Td>
          <Td className="whitespace-nowrap">
            {OWNER_CHANGES.has(e.to) ? (
              <span data-testid="alert-owner-change">{ownerChangeWords(e)}</span>
            ) : (
              <>
                <StateBadge state={e.from} /> → <StateBadge state={e.to} />
              </>
            )}
            {e.note && e.to === "acknowledged" ? <p className="max-w-xs whitespace-normal text-xs text-muted">“{e.note}”</p> : null}
          </Td>
          <Td>{e.value ?? "–"}</Td>
          <Td>
            {e.silenced ? <p className="text-xs text-muted">Silenced: not sent</p> : null}
            {e.deliveries.map((d) => (
              <div key={d.notificationId} data-testid="alert-delivery" data-status={d.status}>
                <span className="font-medium">{d.channelName ?? `channel ${d.channelId} (deleted)`}</span>: {label("deliveryStatus", d.status)}
                {d.status === "pending" && d.attempts.length > 0 ? (
                  <span className="text-xs text-muted">
                    {" "}
                    (next try <RelativeTime iso={d.nextAttemptAt} />)
                  </span>
                ) : null}
                <ol className="ml-4 list-decimal text-xs text-muted">
                  {d.attempts.map((a) => (
                    <li key={a.attempt}>
                      {label("deliveryOutcome", a.outcome)}
                      {a.detail ? `: ${a.detail}` : ""} · <RelativeTime iso={a.startedAt} />
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </Td>
        </tr>
      )}
    />
  );
}
