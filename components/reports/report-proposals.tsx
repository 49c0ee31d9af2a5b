import { CodeLabel } from "@/components/ui/code-label";
import { ReadableOutput } from "@/components/ui/readable-output";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Asset, Proposal } from "@/lib/contract/report";
import { NOT_SENT, PROPOSAL_WITHOUT_ASSET } from "@/lib/format/not-sent";
import { JsonDetails } from "./json-details";
import { ReviewStatusBadge } from "./report-badges";

/** Every proposal with its asset, the asset's scans and their enrichments (outputs folded). */
export function ReportProposals({ proposals, watchlisted }: { proposals: Proposal[]; watchlisted?: ReadonlySet<string> }) {
  if (proposals.length === 0) return <p className="text-sm text-muted">No proposals.</p>;
  return (
    <ol className="space-y-3">
      {proposals.map((proposal) => (
        <li key={String(proposal.id)} data-testid="proposal" className="rounded border border-border p-2">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">Proposal #{String(proposal.id)}</span>
            <ReviewStatusBadge status={proposal.reviewStatus} watchlisted={proposal.asset !== null && (watchlisted?.has(String(proposal.asset.id)) ?? false)} />
          </div>
          {proposal.asset === null ? (
            <p className="mt-1 text-sm text-muted" data-testid="proposal-asset-not-sent">
              {PROPOSAL_WITHOUT_ASSET}.
            </p>
          ) : (
            <ProposalAsset asset={proposal.asset} />
          )}
        </li>
      ))}
    </ol>
  );
}

function ProposalAsset({ asset }: { asset: Asset }) {
  return (
    <>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted">Asset</dt>
        <dd className="font-mono break-all">
          #{String(asset.id)} <CodeLabel kind="assetType" value={String(asset.type)} />
        </dd>
        <dt className="text-muted">Content</dt>
        <dd className="font-mono break-all">{asset.content ?? NOT_SENT}</dd>
        <dt className="text-muted">Asset status</dt>
        <dd>
          <CodeLabel kind="assetStatus" value={asset.status} />
        </dd>
      </dl>
      {asset.scans.length === 0 ? (
        <p className="mt-1 text-xs text-muted">No scans.</p>
      ) : (
        <ul className="mt-2 space-y-2 border-l-2 border-border pl-2">
          {asset.scans.map((scan) => (
            <li key={String(scan.id)} className="text-xs">
              <p>
                Scan #{String(scan.id)} · <CodeLabel kind="scanStatus" value={scan.status} /> · <RelativeTime iso={scan.createdAt} />
              </p>
              <Output value={scan.output} label="Scan output" />
              {scan.enrichments.length > 0 ? (
                <ul className="mt-1 space-y-1 pl-2">
                  {scan.enrichments.map((enrichment) => (
                    <li key={String(enrichment.id)}>
                      <p>
                        <span className="font-medium">{enrichment.type ?? `Enrichment type ${NOT_SENT}`}</span> ·{" "}
                        <CodeLabel kind="scanStatus" value={enrichment.status} />
                      </p>
                      <Output value={enrichment.output} label={`${enrichment.type ?? "Enrichment"} output`} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** An output as triage shows it (named values), with the service's JSON folded under it for whoever needs it verbatim. */
export function Output({ value, label }: { value: unknown; label: string }) {
  return (
    <div data-testid="readable-output" className="mt-1 space-y-1">
      <ReadableOutput value={value} />
      {value === null || value === undefined ? null : <JsonDetails label={`${label} as sent (JSON)`} value={value} />}
    </div>
  );
}
