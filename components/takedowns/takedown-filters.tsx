"use client";

import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { SearchableMultiSelect } from "@/components/ui/searchable-multi-select";
import { UrlTextForm } from "@/components/ui/url-text-form";
import { useCommittedDraft } from "@/components/ui/use-committed-draft";
import { ASSET_TYPES } from "@/lib/contract/asset-types";
import type { TakedownSort } from "@/lib/queries/takedowns";
import { effectiveSort, LIVENESS_OPTIONS, livenessLabel, SORTS, STATUS_OPTIONS, takedownStatusLabel, UNASSIGNED } from "./takedown-view";

export type TakedownFilterValues = {
  status: string[] | null;
  liveness: string[] | null;
  type: string[] | null;
  q: string | null;
  sort: TakedownSort;
  assignee: string | null;
};

const TYPE_OPTIONS = ASSET_TYPES.map((t) => ({ value: t, label: t }));

function toggle(list: string[] | null, value: string): string[] | null {
  const current = list ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return next.length > 0 ? next : null;
}

function Chips({
  legend,
  options,
  label,
  selected,
  onChange,
  testId,
}: {
  legend: string;
  options: readonly string[];
  label: (value: string) => string;
  selected: string[] | null;
  onChange: (next: string[] | null) => void;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1" data-testid={testId}>
      <legend className="mb-1 text-xs font-medium text-muted">{legend}</legend>
      {options.map((value) => {
        const on = selected?.includes(value) ?? false;
        return (
          <button
            key={value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(toggle(selected, value))}
            className={`rounded-full border px-2 py-0.5 text-xs ${on ? "border-accent bg-accent text-on-accent" : "border-border hover:bg-surface-sunken"}`}
          >
            {label(value)}
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * Status, liveness, asset type, assignee, text and sort of the takedown list. Text applies on Enter
 * or when the field is left. In the stale view the sort shows the order the rows really come in
 * (oldest change first) and cannot be changed.
 */
export function TakedownFilters({
  values,
  onChange,
  onClear,
  stale = false,
  assignees = [],
}: {
  values: TakedownFilterValues;
  onChange: (patch: Partial<TakedownFilterValues>) => void;
  onClear: () => void;
  stale?: boolean;
  /** The assignees known so far (from the rows read), offered besides "Unassigned". */
  assignees?: { value: string; label: string }[];
}) {
  const sort = effectiveSort({ sort: values.sort, stale });
  const assigneeChoices =
    values.assignee && values.assignee !== UNASSIGNED && !assignees.some((a) => a.value === values.assignee)
      ? [...assignees, { value: values.assignee, label: `User ${values.assignee}` }]
      : assignees;
  const { ref, draft: text, setDraft: setText } = useCommittedDraft(values.q ?? "");
  const applyText = () => {
    const next = text.trim();
    if (next !== (values.q ?? "")) onChange({ q: next === "" ? null : next });
  };
  return (
    <div className="mb-3 space-y-2 rounded border border-border p-3">
      <Chips
        legend="Status"
        options={STATUS_OPTIONS}
        label={takedownStatusLabel}
        selected={values.status}
        onChange={(status) => onChange({ status })}
        testId="filter-status"
      />
      <div className="flex flex-wrap items-end gap-3">
        <Chips
          legend="Liveness"
          options={LIVENESS_OPTIONS}
          label={livenessLabel}
          selected={values.liveness}
          onChange={(liveness) => onChange({ liveness })}
          testId="filter-liveness"
        />
        <div className="w-56">
          <SearchableMultiSelect
            label="Asset type"
            options={TYPE_OPTIONS}
            selected={values.type ?? []}
            onChange={(type) => onChange({ type: type.length > 0 ? type : null })}
            testId="filter-type"
          />
        </div>
        <UrlTextForm name="q" className="contents">
          <label className="flex flex-col text-xs font-medium text-muted">
            Search
            <Input
              ref={ref}
              name="q"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onBlur={applyText}
              onKeyDown={(e) => {
                if (e.key === "Enter") applyText();
              }}
              placeholder="Asset, brand, assignee or id"
              className="mt-1 w-60 font-normal"
            />
          </label>
        </UrlTextForm>
        <label className="flex flex-col text-xs font-medium text-muted">
          Assignee
          <Select
            value={values.assignee ?? ""}
            onChange={(e) => onChange({ assignee: e.target.value === "" ? null : e.target.value })}
            className="mt-1 max-w-48 font-normal"
            data-testid="filter-assignee"
          >
            <option value="">Anyone</option>
            <option value={UNASSIGNED}>Unassigned</option>
            {assigneeChoices.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col text-xs font-medium text-muted">
          Sort
          <Select
            value={sort}
            disabled={stale}
            title={stale ? "Stale takedowns are listed by their last change, oldest first" : undefined}
            onChange={(e) => onChange({ sort: e.target.value as TakedownSort })}
            className="mt-1 font-normal disabled:opacity-80"
            data-testid="takedown-sort"
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </label>
        <Button onClick={onClear}>Clear filters</Button>
      </div>
    </div>
  );
}
