"use client";

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FILTER_LABELS, type FilterPatch, REPORT_FILTERS, type ReportFilters } from "@/lib/contract/report-filters";
import { reportStatusLabel } from "@/lib/format/report-status-labels";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { CommitTextField, SelectField } from "./filter-fields";
import { textFilter } from "./filter-props";

const STATUS = REPORT_FILTERS.status;
// The status words alone, not every label table (lib/format/report-status-labels.ts).
const STANDARD_STATUSES = [{ options: STATUS.offered.map((value) => ({ value, label: reportStatusLabel(value) })) }];

/**
 * One vocabulary is offered: To do / In progress / Closed. A value of the other documented
 * vocabulary (PENDING / APPROVED / REJECTED) arriving in a shared address is shown as it stands,
 * never offered as an alias.
 */
function statusGroups(current: string | undefined) {
  if (current === undefined || (STATUS.offered as readonly string[]).includes(current)) return STANDARD_STATUSES;
  return [...STANDARD_STATUSES, { label: "From the address", options: [{ value: current, label: `${reportStatusLabel(current)} (${current})` }] }];
}

// The panel behind "More filters" is code most visits never run: fetched when the reader points at
// the button or opens it.
const loadMoreFilters = () => import("./more-filters");
const MoreFilters = lazy(() => loadMoreFilters().then((m) => ({ default: m.MoreFilters })));

// The chips of the filters set (and their icons) are drawn only when a filter is: fetched as soon as
// this module runs in the browser, not before the page (bench/console/first-load.ts).
const loadActiveFilters = () => import("./active-filters");
const ActiveFilters = lazy(() => loadActiveFilters().then((m) => ({ default: m.ActiveFilters })));
if (typeof window !== "undefined") void loadActiveFilters();

/** Every filter of GET /organization/reports (interface-v2 §4.1); each change is one URL update. */
export function FilterBar({ filters, onChange, onClear }: { filters: ReportFilters; onChange: (patch: FilterPatch) => void; onClear: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const brands = useQuery(brandListOptions(useOrganizationScope()));
  const brandNames = new Map((brands.data?.brands ?? []).map((b) => [String(b.id), b.name]));
  const activeCount = Object.keys(filters).length;

  return (
    <search aria-label="Report filters" className="mb-2 block rounded border border-border px-2 py-1.5">
      <div className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]">
        <CommitTextField {...textFilter("searchQuery", filters, onChange)} type="search" placeholder={REPORT_FILTERS.searchQuery.placeholder} />
        <SelectField
          label={FILTER_LABELS.status}
          value={filters.status}
          onChange={(value) => onChange({ status: value })}
          groups={statusGroups(filters.status)}
        />
        <div className="flex gap-2">
          <Button
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((e) => !e)}
            onPointerEnter={() => void loadMoreFilters()}
            onFocus={() => void loadMoreFilters()}
            className="w-32"
          >
            {expanded ? "Fewer filters" : "More filters"}
          </Button>
          {/* Always laid out, hidden while nothing is set, so its appearing never moves "More filters". */}
          <Button
            variant="ghost"
            onClick={onClear}
            className={`underline underline-offset-2 ${activeCount > 0 ? "" : "invisible"}`}
            aria-hidden={activeCount === 0 || undefined}
            tabIndex={activeCount === 0 ? -1 : undefined}
          >
            Clear all
          </Button>
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

      {activeCount > 0 ? (
        <Suspense fallback={null}>
          <ActiveFilters filters={filters} brandNames={brandNames} onChange={onChange} />
        </Suspense>
      ) : null}
    </search>
  );
}
