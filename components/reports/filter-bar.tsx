"use client";

import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { SearchableMultiSelect } from "@/components/ui/searchable-multi-select";
import { TokenInput } from "@/components/ui/token-input";
import { brandListOptions } from "@/lib/queries/brands";
import { ActiveFilters } from "./active-filters";
import { CheckboxGroup, CommitTextField, DateField, FlagField, SelectField } from "./filter-fields";
import {
  ACTOR_KINDS,
  ASSET_TYPES,
  checkListItem,
  checkScalar,
  type FilterKey,
  FILTER_LABELS,
  REPORT_SOURCES,
  type ReportFilters,
  REVIEW_DECISIONS,
  STATUS_OPTIONS,
} from "./report-filters";

export type FilterPatch = Partial<Record<FilterKey, string | string[] | null>>;

const opts = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
const YES_NO = [{ options: [{ value: "true", label: "Yes" }, { value: "false", label: "No" }] }];
const KINDS = [{ options: opts(ACTOR_KINDS) }];
const STATUS_GROUPS = [{ options: opts(STATUS_OPTIONS.standard) }, { label: "Overall status (other vocabulary)", options: opts(STATUS_OPTIONS.alternate) }];
const ASSET_TYPE_OPTIONS = opts(ASSET_TYPES);

/** Every filter of GET /organization/reports (interface-v2 §4.1); each change is one URL update. */
export function FilterBar({ filters, onChange, onClear }: { filters: ReportFilters; onChange: (patch: FilterPatch) => void; onClear: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const brands = useQuery(brandListOptions());
  const brandNames = new Map((brands.data?.brands ?? []).map((b) => [String(b.id), b.name]));
  const set = (key: FilterKey) => (value: string | string[] | null) => onChange({ [key]: value });
  const text = (key: "searchQuery" | "reporterQuery" | "reviewedByUserId") => ({
    label: FILTER_LABELS[key],
    value: filters[key],
    onCommit: set(key),
    check: (raw: string) => checkScalar(key, raw),
  });
  const activeCount = Object.keys(filters).length;

  return (
    <search aria-label="Report filters" className="mb-3 block rounded border border-slate-200 p-3 dark:border-slate-800">
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[2fr_1fr_auto]">
        <CommitTextField {...text("searchQuery")} type="search" placeholder="Title, description or asset content" />
        <SelectField label={FILTER_LABELS.status} value={filters.status} onChange={set("status")} groups={STATUS_GROUPS} />
        <div className="flex gap-2">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((e) => !e)}
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
        <div id={panelId} className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">People</legend>
            <CommitTextField {...text("reporterQuery")} placeholder="Reporter name" />
            <SelectField label={FILTER_LABELS.reporterKind} value={filters.reporterKind} onChange={set("reporterKind")} groups={KINDS} />
            <SelectField label={FILTER_LABELS.reviewerKind} value={filters.reviewerKind} onChange={set("reviewerKind")} groups={KINDS} />
            <CommitTextField {...text("reviewedByUserId")} inputMode="numeric" placeholder="e.g. 4" />
            <FlagField label={FILTER_LABELS.excludeAutomation} value={filters.excludeAutomation} onChange={set("excludeAutomation")} />
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Dates</legend>
            <DateField label={FILTER_LABELS.startDate} value={filters.startDate} onChange={set("startDate")} />
            <DateField label={FILTER_LABELS.endDate} value={filters.endDate} onChange={set("endDate")} />
            <DateField label={FILTER_LABELS.updatedAtStartDate} value={filters.updatedAtStartDate} onChange={set("updatedAtStartDate")} />
            <DateField label={FILTER_LABELS.updatedAtEndDate} value={filters.updatedAtEndDate} onChange={set("updatedAtEndDate")} />
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Review and flags</legend>
            <CheckboxGroup legend={FILTER_LABELS.reviewStatuses} options={opts(REVIEW_DECISIONS)} selected={filters.reviewStatuses ?? []} onChange={set("reviewStatuses")} />
            <CheckboxGroup legend={FILTER_LABELS.sources} options={opts(REPORT_SOURCES)} selected={filters.sources ?? []} onChange={set("sources")} />
            <FlagField label={FILTER_LABELS.onlyRejected} value={filters.onlyRejected} onChange={set("onlyRejected")} />
            <FlagField label={FILTER_LABELS.onlyFavorited} value={filters.onlyFavorited} onChange={set("onlyFavorited")} />
            <FlagField label={FILTER_LABELS.needsCustomerReview} value={filters.needsCustomerReview} onChange={set("needsCustomerReview")} />
            <SelectField label={FILTER_LABELS.reportedByCustomer} value={filters.reportedByCustomer} onChange={set("reportedByCustomer")} groups={YES_NO} />
          </fieldset>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Assets, brands and places</legend>
            <SearchableMultiSelect
              label={FILTER_LABELS.assetTypes}
              testId="filter-assetTypes"
              options={ASSET_TYPE_OPTIONS}
              selected={filters.assetTypes ?? []}
              onChange={(v) => onChange({ assetTypes: v.length > 0 ? v : null })}
            />
            <SearchableMultiSelect
              label={FILTER_LABELS.brandIds}
              testId="filter-brandIds"
              options={(brands.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
              selected={filters.brandIds ?? []}
              onChange={(v) => onChange({ brandIds: v.length > 0 ? v : null })}
              status={
                brands.isPending ? (
                  <p className="text-sm">Loading brands…</p>
                ) : brands.isError ? (
                  <p role="alert" className="text-sm">
                    Could not load brands: {brands.error.message}{" "}
                    <button type="button" className="underline" onClick={() => brands.refetch()}>
                      Retry
                    </button>
                  </p>
                ) : undefined
              }
            />
            <TokenInput
              label={FILTER_LABELS.registrars}
              testId="filter-registrars"
              values={filters.registrars ?? []}
              onChange={(v) => onChange({ registrars: v.length > 0 ? v : null })}
              check={(raw) => checkListItem("registrars", raw)}
              placeholder="e.g. NameCheap Inc."
            />
            <TokenInput
              label={FILTER_LABELS.countryCodes}
              testId="filter-countryCodes"
              values={filters.countryCodes ?? []}
              onChange={(v) => onChange({ countryCodes: v.length > 0 ? v : null })}
              check={(raw) => checkListItem("countryCodes", raw)}
              placeholder="Two letters, e.g. US"
            />
            <SelectField label={FILTER_LABELS.hasMxRecords} value={filters.hasMxRecords} onChange={set("hasMxRecords")} groups={YES_NO} />
          </fieldset>
        </div>
      ) : null}

      <ActiveFilters filters={filters} brandNames={brandNames} onChange={onChange} />
    </search>
  );
}
