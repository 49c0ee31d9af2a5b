import { DataTable, Td } from "@/components/ui/table";
import type { WatchlistRecord } from "@/lib/threats/asset-list.types";
import { AssetContent, LifecycleLabel, LivenessLabel, reportsOfAsset, StepDate } from "./lifecycle-cells";

export function WatchlistTable({ entries }: { entries: readonly WatchlistRecord[] }) {
  return (
    <DataTable
      label="Watchlisted assets, those online again first"
      className="min-w-[60rem]"
      columns={["Asset", "Why watchlisted", "Liveness", "Last scan", "Pending", "Watchlisted", "Reports"]}
      items={entries}
      row={(w) => {
        const reports = reportsOfAsset(w.content);
        return (
          <tr key={w.id} data-testid="watchlist-row" data-asset-id={w.id} className="border-b border-border align-top">
            <Td className="max-w-[22rem]">
              <AssetContent content={w.content} type={w.type} />
            </Td>
            <Td>{w.reason === null ? <span className="text-muted">No reason given</span> : <LifecycleLabel kind="watchlistReason" value={w.reason} />}</Td>
            <Td>
              <LivenessLabel liveness={w.liveness} liveAgainAt={w.liveAgainAt} />
            </Td>
            <Td>{w.lastScanAt === null ? <span className="text-muted">Not scanned yet</span> : <StepDate iso={w.lastScanAt} />}</Td>
            <Td>
              {w.pendingStatus === null ? <span className="text-muted">Nothing pending</span> : <LifecycleLabel kind="pendingStatus" value={w.pendingStatus} />}
            </Td>
            <Td>
              <StepDate iso={w.watchlistedAt} />
            </Td>
            <Td>
              {reports ? (
                <a href={reports} className="text-accent underline underline-offset-2">
                  Its reports
                </a>
              ) : null}
            </Td>
          </tr>
        );
      }}
    />
  );
}
