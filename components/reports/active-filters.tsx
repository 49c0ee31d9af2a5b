"use client";

import { X } from "lucide-react";
import { FILTER_KEYS, FILTER_LABELS, type FilterKey, type FilterPatch, REPORT_FILTERS, type ReportFilters } from "@/lib/contract/report-filters";
import { label } from "@/lib/format/labels";
import { formatDate } from "@/lib/format/time";
import { fromBoundDay, toBoundDay } from "./date-bounds";

/** A filter value in words (as REPORT_FILTERS declares it): labels for fixed values, brand names, days for dates, yes/no for flags. */
function shownValue(key: FilterKey, value: string, brandNames: Map<string, string>): string {
  const spec = REPORT_FILTERS[key];
  if ("words" in spec) return label(spec.words, value);
  if (spec.control === "brands") return brandNames.get(value) ?? `#${value}`;
  if (spec.kind === "date") return formatDate(`${spec.bound === "from" ? fromBoundDay(value) : toBoundDay(value)}T00:00:00Z`, "UTC");
  return value === "true" ? "yes" : value === "false" ? "no" : value;
}

/** The filters in force as removable chips, so a view from a shared link says what it shows. */
export function ActiveFilters({
  filters,
  brandNames,
  onChange,
  label = "Active filters",
}: {
  filters: ReportFilters;
  brandNames: Map<string, string>;
  onChange: (patch: FilterPatch) => void;
  label?: string;
}) {
  const keys = FILTER_KEYS.filter((k) => filters[k] !== undefined);
  if (keys.length === 0) return null;
  return (
    <ul aria-label={label} data-testid="active-filters" className="mt-1.5 flex flex-wrap gap-1.5">
      {keys.map((key) => {
        const value = filters[key]!;
        const shown = (Array.isArray(value) ? value : [value]).map((v) => shownValue(key, v, brandNames)).join(", ");
        return (
          <li key={key} className="flex items-center gap-1 rounded bg-surface-sunken px-2 py-0.5 text-xs">
            <span>
              {FILTER_LABELS[key]}: {shown}
            </span>
            <button
              type="button"
              aria-label={`Remove filter ${FILTER_LABELS[key]}`}
              onClick={() => onChange({ [key]: null })}
              className="rounded px-0.5 hover:bg-surface"
            >
              <X aria-hidden size={12} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
