"use client";

import type { FilterPatch } from "./filter-bar";
import { FILTER_KEYS, FILTER_LABELS, type ReportFilters } from "./report-filters";

/** The filters in force as removable chips, so a view from a shared link says what it shows. */
export function ActiveFilters({
  filters,
  brandNames,
  onChange,
}: {
  filters: ReportFilters;
  brandNames: Map<string, string>;
  onChange: (patch: FilterPatch) => void;
}) {
  const keys = FILTER_KEYS.filter((k) => filters[k] !== undefined);
  if (keys.length === 0) return null;
  return (
    <ul aria-label="Active filters" data-testid="active-filters" className="mt-3 flex flex-wrap gap-1.5">
      {keys.map((key) => {
        const value = filters[key]!;
        const shown = Array.isArray(value)
          ? value.map((v) => (key === "brandIds" ? (brandNames.get(v) ?? `#${v}`) : v)).join(", ")
          : value === "true"
            ? "yes"
            : value === "false"
              ? "no"
              : value;
        return (
          <li key={key} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
            <span>
              {FILTER_LABELS[key]}: {shown}
            </span>
            <button
              type="button"
              aria-label={`Remove filter ${FILTER_LABELS[key]}`}
              onClick={() => onChange({ [key]: null })}
              className="rounded px-0.5 hover:bg-slate-200 dark:hover:bg-slate-700"
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
