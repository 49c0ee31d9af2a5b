import type { ActivityEvent } from "@/lib/queries/activity";
import { actionLabel } from "./known-actions";
import { OutcomeBadge } from "./outcome-badge";
import { formatDateTime } from "@/lib/format/time";

function summaryText(summary: unknown): string | null {
  if (summary === null || summary === undefined) return null;
  return JSON.stringify(summary, null, 1);
}

export function ActivityTable({ events }: { events: ActivityEvent[] }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left dark:border-slate-700">
          {["Time (UTC)", "User", "Action", "Target", "Outcome", "Details"].map((h) => (
            <th key={h} scope="col" className="py-2 pr-3 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {events.map((e) => {
          const summary = summaryText(e.inputSummary);
          return (
            <tr key={e.id} data-testid="activity-row" className="border-b border-slate-200 align-top dark:border-slate-800">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
                <time dateTime={e.occurredAt}>{formatDateTime(e.occurredAt, "UTC", { seconds: true })}</time>
              </td>
              <td className="py-2 pr-3" data-testid="activity-user">
                {e.username ?? <span className="italic">unknown</span>}
                {e.role ? <span className="ml-1 text-xs text-slate-600 dark:text-slate-400">({e.role})</span> : null}
              </td>
              <td className="py-2 pr-3">
                <span className="block">{actionLabel(e.action)}</span>
                <code className="text-xs text-slate-600 dark:text-slate-400" data-testid="activity-action">
                  {e.action}
                </code>
              </td>
              <td className="py-2 pr-3 break-all" data-testid="activity-target">
                {e.target ?? "—"}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap" data-testid="activity-outcome">
                <OutcomeBadge outcome={e.outcome} httpStatus={e.httpStatus} />
              </td>
              <td className="py-2 text-xs">
                <span className="block font-mono break-all">Request {e.requestId}</span>
                {e.ip ? <span className="block">IP {e.ip}</span> : null}
                {summary ? (
                  <details>
                    <summary className="cursor-pointer">Input summary</summary>
                    <pre className="mt-1 max-w-md whitespace-pre-wrap break-all rounded bg-slate-100 p-2 dark:bg-slate-900">{summary}</pre>
                  </details>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
