import { PALETTE } from "@/components/queues/snapshot-rows";
import { PENDING_PROPOSALS } from "@/lib/format/counts";
import type { TrendFigure } from "@/lib/queries/history";

export type TrendFigureSpec = {
  key: TrendFigure;
  label: string;
  /** The key figure of the snapshot (components/queues/snapshot-rows `keyFigures`) this trend belongs to. */
  snapshotKey: "totalPendingProposals" | "slaBreached" | "totalOpen" | "staleInProgress";
  /** Line colour (Okabe–Ito); each chart shows one figure and is titled, so colour never carries meaning alone. */
  color: string;
};

/** The four trends, in the order of the key figures they extend. */
export const TREND_FIGURE_SPECS: readonly TrendFigureSpec[] = [
  { key: "totalPending", label: PENDING_PROPOSALS.total, snapshotKey: "totalPendingProposals", color: PALETTE.sky },
  { key: "slaBreached", label: "SLA breached", snapshotKey: "slaBreached", color: PALETTE.vermillion },
  { key: "openTakedowns", label: "Open takedowns", snapshotKey: "totalOpen", color: PALETTE.green },
  { key: "staleInProgress", label: "Stale takedowns in progress", snapshotKey: "staleInProgress", color: PALETTE.orange },
];

export function trendSpecForSnapshotKey(snapshotKey: string): TrendFigureSpec | undefined {
  return TREND_FIGURE_SPECS.find((s) => s.snapshotKey === snapshotKey);
}
