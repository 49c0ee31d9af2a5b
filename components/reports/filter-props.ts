import type { FilterPatch } from "./filter-bar";
import { checkScalar, FILTER_LABELS, type ReportFilters } from "./report-filters";

/** Fixed values as select or checkbox options, each shown as itself. */
export const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The props of a text filter: applied on commit, checked as the /api route checks it. */
export function textFilter(key: "searchQuery" | "reporterQuery" | "reviewedByUserId", filters: ReportFilters, onChange: (patch: FilterPatch) => void) {
  return {
    label: FILTER_LABELS[key],
    value: filters[key],
    onCommit: (value: string | null) => onChange({ [key]: value }),
    check: (raw: string) => checkScalar(key, raw),
  };
}
