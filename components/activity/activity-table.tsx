import { label } from "@/lib/format/labels";
import { formatDateTime } from "@/lib/format/time";
import type { ActivityEvent } from "@/lib/queries/activity";
import { actionLabel } from "./known-actions";
import { OutcomeBadge } from "./outcome-badge";
import { targetHref } from "./target-link";

function summaryText(summary: unknown): string | null {
  if (summary === null || summary === undefined) return null;
  return JSON.stringify(summary, null, 1);
}

function ActivityTarget({ action, target }: { action: string; target: string | null }) {
  const href = targetHref(action, target);
  if (!target) return "—";
  return href ? (
    <a href={href} className="underline underline-offset-2">
      {target}
    </a>
  ) : (
    target
  );
}

export function ActivityTable({ events }: { events: ActivityEvent[] }) {
  return (
    <table className="w-full border-collapse text-sm max-sm:block">
      <caption className="sr-only">Audit events, newest first</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-border text-left">
          {["Time", "User", "Action", "Target", "Outcome", "Details"].map((h) => (
            <th key={h} scope="col" className="py-2 pr-3 font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {events.map((e) => {
          const summary = summaryText(e.inputSummary);
          return (
            <tr key={e.id} data-testid="activity-row" className="border-b border-border align-top max-sm:grid max-sm:grid-cols-1 max-sm:gap-1 max-sm:py-2">
              <td className="py-2 pr-3 whitespace-nowrap tabular-nums max-sm:py-0">
                <time dateTime={e.occurredAt}>{formatDateTime(e.occurredAt, "UTC", { seconds: true })}</time>
              </td>
              <td className="py-2 pr-3 max-sm:py-0" data-testid="activity-user">
                {e.username ?? <span className="italic">unknown</span>}
                {e.role ? <span className="ml-1 text-xs text-muted">({label("consoleRole", e.role)})</span> : null}
              </td>
              <td className="py-2 pr-3 max-sm:py-0">
                <span className="block">{actionLabel(e.action)}</span>
                <code className="text-xs text-muted" data-testid="activity-action">
                  {e.action}
                </code>
              </td>
              <td className="py-2 pr-3 break-all max-sm:py-0" data-testid="activity-target">
                <ActivityTarget action={e.action} target={e.target} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap max-sm:py-0" data-testid="activity-outcome">
                <OutcomeBadge outcome={e.outcome} httpStatus={e.httpStatus} />
              </td>
              <td className="py-2 text-xs max-sm:py-0">
                <span className="block font-mono break-all">Request {e.requestId}</span>
                {e.ip ? <span className="block">IP {e.ip}</span> : null}
                {summary ? (
                  <details>
                    <summary className="cursor-pointer">Input summary</summary>
                    <pre className="mt-1 max-w-md whitespace-pre-wrap break-all rounded bg-surface-sunken p-2">{summary}</pre>
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
