"use client";

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { brandListOptions } from "@/lib/queries/brands";
import { ActiveFilters } from "./active-filters";
import { CommitTextField, SelectField } from "./filter-fields";
import { opts, textFilter } from "./filter-props";
import { type FilterKey, FILTER_LABELS, type ReportFilters, STATUS_OPTIONS } from "./report-filters";

export type FilterPatch = Partial<Record<FilterKey, string | string[] | null>>;

const STATUS_GROUPS = [{ options: opts(STATUS_OPTIONS.standard) }, { label: "Overall status (other vocabulary)", options: opts(STATUS_OPTIONS.alternate) }];

// The panel behind "More filters" is code most visits never run: fetched when the reader points at
// the button or opens it.
const loadMoreFilters = () => import("./more-filters");
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));

/** Every filter of GET /organization/reports (interface-v2 §4.1); each change is one URL update. */
export function FilterBar({ filters, onChange, onClear }: { filters: ReportFilters; onChange: (patch: FilterPatch) => void; onClear: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const brands = useQuery(brandListOptions());
  const brandNames = new Map((brands.data?.brands ?? []).map((b) => [String(b.id), b.name]));
  const activeCount = Object.keys(filters).length;

  return (
    <search aria-label="Report filters" className="mb-3 block rounded border border-slate-200 p-3 dark:border-slate-800">
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
        <CommitTextField {...textFilter("searchQuery", filters, onChange)} type="search" placeholder="Title, description or asset content" />
        <SelectField label={FILTER_LABELS.status} value={filters.status} onChange={(value) => onChange({ status: value })} groups={STATUS_GROUPS} />
        <div className="flex gap-2">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((e) => !e)}
            onPointerEnter={() => void loadMoreFilters()}
            onFocus={() => void loadMoreFilters()}
            className="rounded border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
          >
            {expanded ? "Fewer filters" : "More filters"}
          </button>
          {activeCount > 0 ? (
            <button type="button" onClick={onClear} className="rounded px-2 py-1 text-sm underline underline-offset-2">
              Clear all
            </button>
          ) : null}
        </div>
      </div>

      {expanded ? (
        <Suspense
          fallback={
            <p id={panelId} role="status" className="mt-3 text-sm">
              Loading filters…
            </p>
          }
        >
          <MoreFilters id={panelId} filters={filters} onChange={onChange} />
        </Suspense>
      ) : null}

      <ActiveFilters filters={filters} brandNames={brandNames} onChange={onChange} />
    </search>
  );
}
