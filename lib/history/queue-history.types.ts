/** The queue history's answers as screens read them (isomorphic: no store, no service behind it). */

export type TrendWindow = "24h" | "7d" | "30d";

/** The figures the queue history keeps per point: what operators ask "is it growing?" about. */
export type TrendFigures = { totalPending: number; slaBreached: number; openTakedowns: number; staleInProgress: number };

/**
 * A point: each figure as its snapshot sent it, null where it sent none (a gap in that figure's
 * line alone). A point whose figures are all null marks a gap in the recording itself.
 */
export type TrendPoint = { t: string } & { [K in keyof TrendFigures]: number | null };

export type Trend = {
  scope: string;
  window: TrendWindow;
  from: string;
  to: string;
  points: TrendPoint[];
  /** Per figure, its last recorded value minus its first inside the window; null when it has no value there. */
  change: { [K in keyof TrendFigures]: number | null };
};
