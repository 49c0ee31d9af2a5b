import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { TrendFigures } from "./queue-history.types";

export type RecordedFigures = { [K in keyof TrendFigures]: number | null };

/**
 * The four recorded figures as the snapshot sent them: a figure not sent is null (a gap in its own
 * trend, never a 0). Null when it sent none of them: nothing to record.
 */
export function recordedFigures(snapshot: QueueSnapshot): RecordedFigures | null {
  const figures = {
    totalPending: snapshot.reviewQueue.totalPendingProposals,
    slaBreached: snapshot.reviewQueue.slaBuckets.breached,
    openTakedowns: snapshot.takedownQueue.totalOpen,
    staleInProgress: snapshot.takedownQueue.staleInProgress,
  };
  return Object.values(figures).some((v) => v !== null) ? figures : null;
}
