import { RelativeTime } from "@/components/ui/relative-time";
import type { Proposal } from "@/lib/contract/report";
import { JsonDetails } from "./json-details";
import { ReviewStatusBadge } from "./report-badges";
import { CodeLabel } from "@/components/ui/code-label";

/** Every proposal with its asset, the asset's scans and their enrichments (outputs folded). */
export function ReportProposals({ proposals }: { proposals: Proposal[] }) {
  if (proposals.length === 0) return <p className="text-sm text-muted">No proposals.</p>;
  return (
    <ol className="space-y-3">
      {proposals.map((proposal) => (
        <li key={String(proposal.id)} data-testid="proposal" className="rounded border border-border p-2">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Proposal #{String(proposal.id)}</span>
            <ReviewStatusBadge status={proposal.reviewStatus} />
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
            <dt className="text-muted">Asset</dt>
            <dd className="font-mono break-all">
              #{String(proposal.asset.id)} <CodeLabel kind="assetType" value={String(proposal.asset.type)} />
            </dd>
            <dt className="text-muted">Content</dt>
            <dd className="font-mono break-all">{proposal.asset.content}</dd>
            <dt className="text-muted">Asset status</dt>
            <dd>
              <CodeLabel kind="assetStatus" value={proposal.asset.status} />
            </dd>
          </dl>
          {proposal.asset.scans.length === 0 ? (
            <p className="mt-1 text-xs text-muted">No scans.</p>
          ) : (
            <ul className="mt-2 space-y-2 border-l-2 border-border pl-2">
              {proposal.asset.scans.map((scan) => (
                <li key={String(scan.id)} className="text-xs">
                  <p>
                    Scan #{String(scan.id)} · <CodeLabel kind="scanStatus" value={scan.status} /> · <RelativeTime iso={scan.createdAt} />
                  </p>
                  <JsonDetails label="Scan output" value={scan.output} />
                  {scan.enrichments.length > 0 ? (
                    <ul className="mt-1 space-y-1 pl-2">
                      {scan.enrichments.map((enrichment) => (
                        <li key={String(enrichment.id)}>
                          <p>
                            Enrichment {enrichment.type} · <CodeLabel kind="scanStatus" value={enrichment.status} />
                          </p>
                          <JsonDetails label={`${enrichment.type} output`} value={enrichment.output} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
