"use client";

import { useTimeZone } from "@/components/ui/use-now";
import { describeObserved, describeThreshold, type HealthValue } from "@/lib/format/health-values";
import { NOT_SENT } from "@/lib/format/not-sent";

function Pairs({ title, values, testId }: { title: string; values: HealthValue[] | null; testId: string }) {
  return (
    <div data-testid={testId} className="min-w-0">
      <h4 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{title}</h4>
      {values === null ? (
        <p className="text-sm text-muted">{NOT_SENT[0]!.toUpperCase() + NOT_SENT.slice(1)}</p>
      ) : values.length === 0 ? (
        <p className="text-sm text-muted">None</p>
      ) : (
        <dl className="grid grid-cols-[minmax(min-content,1fr)_minmax(min-content,auto)] gap-x-3 gap-y-0.5 text-sm">
          {values.map((v) => (
            <div key={v.key} className="contents">
              <dt className="text-muted" title={v.key}>
                {v.label}
              </dt>
              <dd className="tabular-nums" data-key={v.key}>
                {v.text}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** What was measured next to what it was measured against, labelled with units (keys in the titles). */
export function ObservedThreshold({
  checkId,
  observed,
  threshold,
}: {
  checkId: string;
  observed: Record<string, unknown> | null;
  threshold: Record<string, unknown> | null;
}) {
  const zone = useTimeZone() ?? "UTC";
  return (
    <div className="grid grid-cols-1 gap-3 rounded bg-surface-raised p-2 sm:grid-cols-2">
      <Pairs title="Observed" values={observed && Object.entries(observed).map(([k, v]) => describeObserved(k, v, zone, threshold))} testId="observed" />
      <Pairs title="Threshold" values={threshold && Object.entries(threshold).map(([k, v]) => describeThreshold(checkId, k, v, zone))} testId="threshold" />
    </div>
  );
}
