import { FILTER_LABELS, type FilterPatch, type ReportFilters, type ScalarFilterKey } from "@/lib/contract/report-filters";
import { checkScalar } from "@/lib/reports/report-filters";

/** The props of a text filter: applied on commit, checked as the /api route checks it. */
export function textFilter(key: ScalarFilterKey, filters: ReportFilters, onChange: (patch: FilterPatch) => void) {
  return {
    name: key,
    label: FILTER_LABELS[key],
    value: filters[key],
    onCommit: (value: string | null) => onChange({ [key]: value }),
    check: (raw: string) => checkScalar(key, raw),
  };
}
