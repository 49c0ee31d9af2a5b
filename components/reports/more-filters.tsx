"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { SearchableMultiSelect } from "@/components/ui/searchable-multi-select";
import { TokenInput } from "@/components/ui/token-input";
import {
  FILTER_GROUPS,
  FILTER_KEYS,
  FILTER_LABELS,
  type FilterKey,
  type FilterPatch,
  isListFilter,
  REPORT_FILTERS,
  type ReportFilters,
} from "@/lib/contract/report-filters";
import { type LabelKind, label } from "@/lib/format/labels";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { checkListItem } from "@/lib/reports/report-filters";
import { CommitTextField, SelectField } from "./filter-fields";
import { textFilter } from "./filter-props";
import { CheckboxGroup, DateRange, FlagField } from "./more-filter-fields";

/** Fixed values as select or checkbox options, in words when a label table is named (the code stays the value). */
const opts = (values: readonly string[], kind?: LabelKind) => values.map((v) => ({ value: v, label: kind ? label(kind, v) : v }));

const YES_NO = [
  {
    options: [
      { value: "true", label: "Yes" },
      { value: "false", label: "No" },
    ],
  },
];

/** A group's filters in the order of their slots (the two ends of a date range share one). */
const groupKeys = (group: keyof typeof FILTER_GROUPS) =>
  FILTER_KEYS.filter((key) => REPORT_FILTERS[key].group === group).sort((a, b) => REPORT_FILTERS[a].slot - REPORT_FILTERS[b].slot);

const scalarOf = (filters: ReportFilters, key: FilterKey) => {
  const value = filters[key];
  return typeof value === "string" ? value : undefined;
};
const listOf = (filters: ReportFilters, key: FilterKey) => {
  const value = filters[key];
  return Array.isArray(value) ? value : [];
};

type BrandsQuery = ReturnType<typeof useBrands>;
const useBrands = () => useQuery(brandListOptions(useOrganizationScope()));

/** One filter's field, as its `control` in REPORT_FILTERS says. */
function FilterControl({
  filterKey: key,
  filters,
  onChange,
  brands,
}: {
  filterKey: FilterKey;
  filters: ReportFilters;
  onChange: (patch: FilterPatch) => void;
  brands: BrandsQuery;
}) {
  const spec = REPORT_FILTERS[key];
  const set = (value: string | string[] | null) => onChange({ [key]: value });
  const setList = (values: string[]) => onChange({ [key]: values.length > 0 ? values : null });
  switch (spec.control) {
    case "text":
      if (isListFilter(key)) return null;
      return <CommitTextField {...textFilter(key, filters, onChange)} inputMode={spec.kind === "id" ? "numeric" : undefined} placeholder={spec.placeholder} />;
    case "select":
      return (
        <SelectField
          label={spec.label}
          value={scalarOf(filters, key)}
          onChange={set}
          groups={[{ options: opts("offered" in spec ? spec.offered : spec.values, spec.words) }]}
        />
      );
    case "yesNo":
      return <SelectField label={spec.label} value={scalarOf(filters, key)} onChange={set} groups={YES_NO} />;
    case "flag":
      return <FlagField label={spec.label} value={scalarOf(filters, key)} onChange={set} />;
    case "checkboxes":
      return <CheckboxGroup legend={spec.label} options={opts(spec.values, spec.words)} selected={listOf(filters, key)} onChange={set} />;
    case "multiSelect":
      return (
        <SearchableMultiSelect
          label={spec.label}
          testId={`filter-${key}`}
          options={opts(spec.values, spec.words)}
          selected={listOf(filters, key)}
          onChange={setList}
        />
      );
    case "brands":
      return (
        <SearchableMultiSelect
          label={spec.label}
          testId={`filter-${key}`}
          options={(brands.data?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          selected={listOf(filters, key)}
          onChange={setList}
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
      );
    case "tokens":
      if (!isListFilter(key)) return null;
      return (
        <TokenInput
          label={spec.label}
          testId={`filter-${key}`}
          values={listOf(filters, key)}
          onChange={setList}
          check={(raw) => checkListItem(key, raw)}
          placeholder={spec.placeholder}
        />
      );
    case "dateRange": {
      // The range is drawn once, at its "from" end.
      if (spec.bound !== "from") return null;
      const to = FILTER_KEYS.find((k) => {
        const other = REPORT_FILTERS[k];
        return other.kind === "date" && other.range === spec.range && other.bound === "to";
      });
      if (to === undefined) return null;
      return (
        <DateRange
          what={spec.range}
          from={scalarOf(filters, key)}
          to={scalarOf(filters, to)}
          onFrom={set}
          onTo={(value) => onChange({ [to]: value })}
          fromLabel={spec.label}
          toLabel={FILTER_LABELS[to]}
        />
      );
    }
  }
}

/** The filters behind "More filters", by group (REPORT_FILTERS): people, dates, review and flags, assets, brands and places. */
export function MoreFilters({ id, filters, onChange }: { id: string; filters: ReportFilters; onChange: (patch: FilterPatch) => void }) {
  const brands = useBrands();
  return (
    <div id={id} className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-4">
      {Object.entries(FILTER_GROUPS).map(([group, legend]) => (
        <fieldset key={group} className="space-y-2">
          <legend className="text-sm font-semibold">{legend}</legend>
          {groupKeys(group as keyof typeof FILTER_GROUPS).map((key) => (
            <FilterControl key={key} filterKey={key} filters={filters} onChange={onChange} brands={brands} />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
