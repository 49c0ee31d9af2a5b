"use client";

import { useQuery } from "@tanstack/react-query";
import { ErrorPanel } from "@/components/ui/error-panel";
import { RelativeTime } from "@/components/ui/relative-time";
import { DataTable, Td } from "@/components/ui/table";
import { formatCount } from "@/lib/format/number";
import { toleranceKindWords } from "@/lib/format/tolerance";
import { serviceContractQueryOptions, type ToleranceSummary } from "@/lib/queries/service-contract";

/**
 * The Service contract card: per endpoint, what the console had to tolerate in the service's
 * answers since it started (fields missing, records left out, unknown values, deprecations),
 * how often, the first examples and when last seen. The evidence that the service changed.
 */
export function ServiceContractCard() {
  const contract = useQuery(serviceContractQueryOptions());
  return (
    <section
      aria-labelledby="service-contract-heading"
      className="mt-4 flex min-w-0 flex-col gap-2 rounded border border-border p-3"
      data-testid="service-contract"
    >
      <header>
        <h2 id="service-contract-heading" className="font-semibold">
          Service contract
        </h2>
        <p className="text-xs text-muted">What the console had to accept in the service&apos;s answers that its description does not promise.</p>
      </header>
      {contract.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading…
        </p>
      ) : contract.isError ? (
        <ErrorPanel error={contract.error} title="Could not load the service contract" onRetry={() => void contract.refetch()} />
      ) : (
        <ContractBody summary={contract.data} />
      )}
    </section>
  );
}

export function ContractBody({ summary }: { summary: ToleranceSummary }) {
  if (summary.entries.length === 0) {
    return (
      <p className="text-sm" data-testid="service-contract-empty">
        Nothing tolerated since the console started (<RelativeTime iso={summary.since} />
        ): every answer had the shape the console expects, and no endpoint it uses announced a deprecation.
      </p>
    );
  }
  return (
    <>
      <p className="text-sm">
        {formatCount(summary.total)} {summary.total === 1 ? "thing" : "things"} tolerated since the console started (<RelativeTime iso={summary.since} />
        ).
      </p>
      <DataTable
        label="What the console tolerated, per endpoint"
        data-testid="service-contract-entries"
        className="min-w-[60rem]"
        columns={["Endpoint", "What", { label: "Count", numeric: true }, "First examples", "Last seen"]}
        items={summary.entries}
        row={(entry) => (
          <tr key={`${entry.endpoint} ${entry.kind}`} data-testid="service-contract-entry" data-kind={entry.kind}>
            <Td className="whitespace-nowrap font-mono text-xs">{entry.endpoint}</Td>
            <Td className="whitespace-nowrap">{toleranceKindWords(entry.kind)}</Td>
            <Td className="text-right tabular-nums">{formatCount(entry.count)}</Td>
            <Td className="min-w-[20rem]">
              <ul className="flex flex-col gap-1">
                {entry.examples.map((example) => (
                  <li key={example.path} className="text-xs">
                    <span className="font-mono break-words">{example.path}</span>
                    {example.value === null ? (
                      <span className="text-muted"> (not sent)</span>
                    ) : (
                      <span className="font-mono break-words">: {example.value}</span>
                    )}
                    {example.requestId ? (
                      <span className="block text-muted">
                        request id <span className="font-mono">{example.requestId}</span>
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Td>
            <Td className="whitespace-nowrap text-xs">
              <RelativeTime iso={entry.lastSeenAt} compact />
            </Td>
          </tr>
        )}
      />
    </>
  );
}
