import type { NextPaging } from "@/components/ui/use-load-more-near-end";
import type { Report } from "@/lib/contract/report";

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
