import type { QueueSnapshot } from "@/lib/contract/snapshot";

/** The figures the queue history keeps per point: what operators ask "is it growing?" about. */
export type TrendFigures = { totalPending: number; slaBreached: number; openTakedowns: number; staleInProgress: number };

/** The four recorded figures, or null when any was not sent: an unknown figure is a gap in the trend, never a 0. */
export function recordedFigures(snapshot: QueueSnapshot): TrendFigures | null {
  const figures = {
    totalPending: snapshot.reviewQueue.totalPendingProposals,
    slaBreached: snapshot.reviewQueue.slaBuckets.breached,
    openTakedowns: snapshot.takedownQueue.totalOpen,
    staleInProgress: snapshot.takedownQueue.staleInProgress,
  };
  return Object.values(figures).every((v) => v !== null) ? (figures as TrendFigures) : null;
}
