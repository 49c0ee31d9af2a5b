"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { SearchableMultiSelect } from "@/components/ui/searchable-multi-select";
import { TokenInput } from "@/components/ui/token-input";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import type { FilterPatch } from "./filter-bar";
import { CommitTextField, SelectField } from "./filter-fields";
import { opts, textFilter } from "./filter-props";
import { CheckboxGroup, DateRange, FlagField } from "./more-filter-fields";
import { ACTOR_KINDS, ASSET_TYPES, checkListItem, FILTER_LABELS, type FilterKey, REPORT_SOURCES, REVIEW_DECISIONS, type ReportFilters } from "./report-filters";

const YES_NO = [
  {
    options: [
      { value: "true", label: "Yes" },
      { value: "false", label: "No" },
    ],
  },
];
const KINDS = [{ options: opts(ACTOR_KINDS, "reporterKind") }];
const ASSET_TYPE_OPTIONS = opts(ASSET_TYPES, "assetType");

/** The filters behind "More filters": people, dates, review and flags, assets, brands and places. */
export function MoreFilters({ id, filters, onChange }: { id: string; filters: ReportFilters; onChange: (patch: FilterPatch) => void }) {
  const brands = useQuery(brandListOptions(useOrganizationScope()));
  const set = (key: FilterKey) => (value: string | string[] | null) => onChange({ [key]: value });
  return (
    <div id={id} className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">People</legend>
        <CommitTextField {...textFilter("reporterQuery", filters, onChange)} placeholder="Reporter name" />
        <SelectField label={FILTER_LABELS.reporterKind} value={filters.reporterKind} onChange={set("reporterKind")} groups={KINDS} />
        <SelectField label={FILTER_LABELS.reviewerKind} value={filters.reviewerKind} onChange={set("reviewerKind")} groups={KINDS} />
        <CommitTextField {...textFilter("reviewedByUserId", filters, onChange)} inputMode="numeric" placeholder="e.g. 4" />
        <FlagField label={FILTER_LABELS.excludeAutomation} value={filters.excludeAutomation} onChange={set("excludeAutomation")} />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Dates (whole days, UTC)</legend>
        <DateRange
          what="Created"
          from={filters.startDate}
          to={filters.endDate}
          onFrom={set("startDate")}
          onTo={set("endDate")}
          fromLabel={FILTER_LABELS.startDate}
          toLabel={FILTER_LABELS.endDate}
        />
        <DateRange
          what="Updated"
          from={filters.updatedAtStartDate}
          to={filters.updatedAtEndDate}
          onFrom={set("updatedAtStartDate")}
          onTo={set("updatedAtEndDate")}
          fromLabel={FILTER_LABELS.updatedAtStartDate}
          toLabel={FILTER_LABELS.updatedAtEndDate}
        />
      </fieldset>

      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold">Review and flags</legend>
        <CheckboxGroup
          legend={FILTER_LABELS.reviewStatuses}
          options={opts(REVIEW_DECISIONS, "reviewDecision")}
          selected={filters.reviewStatuses ?? []}
          onChange={set("reviewStatuses")}
        />
        <CheckboxGroup
          legend={FILTER_LABELS.sources}
          options={opts(REPORT_SOURCES, "reportSource")}
          selected={filters.sources ?? []}
          onChange={set("sources")}
        />
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
                <Button variant="link" size="inline" onClick={() => brands.refetch()}>
                  Retry
                </Button>
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
  );
}
