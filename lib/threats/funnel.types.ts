/** The asset funnel of a period (isomorphic: /outcomes imports only this type). */
import type { FunnelStage } from "@/lib/threat-derived/funnel-tally";

export type { FunnelStage };

export type FunnelView = {
  /** First reported from this day to this day, both included (UTC). */
  startDate: string;
  endDate: string;
  stages: { stage: FunnelStage; count: number }[];
  /** Median time from the stage before to this one, over the assets that reached both (null: none did). */
  medians: { from: FunnelStage; to: FunnelStage; medianMs: number | null; assets: number }[];
};
