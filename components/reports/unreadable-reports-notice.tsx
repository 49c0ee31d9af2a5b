import { unreadableRecords } from "@/lib/format/not-sent";

/** Reports the service sent without an id, page by page: said, never shown as rows (docs/architecture.md, "Ids are opaque"). */
export function UnreadableReportsNotice({ unreadable }: { unreadable: readonly { count: number; requestId: string | null }[] }) {
  return (
    <div role="status" data-testid="reports-unreadable" className="mb-2 rounded border border-warn bg-warn-soft p-2 text-sm text-text">
      {unreadable.map((u, i) => (
        <p key={u.requestId ?? i}>
          {unreadableRecords(u.count, { one: "report", many: "reports" }, u.requestId ?? undefined)}: the service sent {u.count === 1 ? "it" : "them"} without
          an id, so {u.count === 1 ? "it is" : "they are"} left out.
        </p>
      ))}
    </div>
  );
}
