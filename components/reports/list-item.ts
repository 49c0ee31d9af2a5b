import type { NextPaging } from "@/components/ui/use-load-more-near-end";
import type { Report } from "@/lib/contract/report";
import type { OpenReport } from "./report-row";
import type { AssetMatch } from "./shown-asset";
import type { Density } from "./use-density";

// Beside report-list.tsx rather than in it: the lazily loaded rows (report-virtual-rows.tsx) need
// these types too, and importing them from the list would close an import circle.

/** One line of the list: a report, maybe a folded group's row or a duplicate shown under it. */
export type ListItem = {
  key: string;
  report: Report;
  depth: 0 | 1;
  duplicates?: { count: number; expanded: boolean; toggle: () => void };
};

export type ListPaging = NextPaging & {
  /** Null when the service did not send it. */
  totalCount: number | null;
  uniqueCount: number | null;
};

/** What the list shows and how: the list (report-list.tsx) hands it on to its rows as it got it. */
export type ListView = {
  items: ListItem[];
  viewKey: string;
  selectedId: string | null;
  openReport: OpenReport;
  paging: ListPaging;
  /** Changes when the list should jump to the top (the reader asked to see new reports). */
  scrollToTopSignal: number;
  density: Density;
  /** The asset part of the filters: rows show the asset that matched, under "Matching asset". */
  assetMatch: AssetMatch | null;
};
