"use client";

import { X } from "lucide-react";
import { label } from "@/lib/format/labels";
import { formatDate } from "@/lib/format/time";
import { fromBoundDay, toBoundDay } from "./date-bounds";
import type { FilterPatch } from "./filter-bar";
import { FILTER_KEYS, FILTER_LABELS, FILTER_VALUE_KINDS, type ReportFilters } from "./report-filters";

const FROM_KEYS = new Set(["startDate", "updatedAtStartDate"]);
const TO_KEYS = new Set(["endDate", "updatedAtEndDate"]);

/** A filter value in words: labels for fixed values, days for dates, yes/no for flags. */
function shownValue(key: (typeof FILTER_KEYS)[number], value: string, brandNames: Map<string, string>): string {
  const kind = FILTER_VALUE_KINDS[key];
  if (kind) return label(kind, value);
  if (key === "brandIds") return brandNames.get(value) ?? `#${value}`;
  if (FROM_KEYS.has(key)) return formatDate(`${fromBoundDay(value)}T00:00:00Z`, "UTC");
  if (TO_KEYS.has(key)) return formatDate(`${toBoundDay(value)}T00:00:00Z`, "UTC");
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
