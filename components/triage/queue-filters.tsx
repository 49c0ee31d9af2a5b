"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { label } from "@/lib/format/labels";
import type { TriageQueueFilters } from "@/lib/queries/triage";
import { AGE_STATES, type AgeState, SLA_STATES, type SlaState } from "@/lib/triage/queue-order";
import type { TriageQueueView } from "@/lib/triage/view-types";

export const SLA_STATE_NAMES: Record<SlaState, string> = {
  breached: "SLA breached",
  dueWithin24h: "Due within 24 h",
  dueWithin72h: "Due within 72 h",
  beyond72h: "Due after 72 h",
  missingSla: "No SLA",
};

/** The /queues age buckets in the words /queues uses (components/queues/snapshot-rows.ts), so a filter it sends reads the same here. */
export const AGE_STATE_NAMES: Record<AgeState, string> = {
  lt24h: "Under 24 h",
  h24to72: "1–3 days",
  h72to168: "3–7 days",
  gte168h: "7 days or more",
};

/** The filters in force, in words ("Age: 7 days or more"), for the line above the queue. */
export function activeFilterWords(filters: TriageQueueFilters, facets?: TriageQueueView["facets"]): string[] {
  const brandName = (id: string) => facets?.brands.find((b) => b.id === id)?.name ?? `brand ${id}`;
  return [
    ...(filters.age && filters.age.length > 0 ? [`Age: ${filters.age.map((a) => AGE_STATE_NAMES[a]).join(" or ")}`] : []),
    ...(filters.sla.length > 0 ? [`SLA state: ${filters.sla.map((s) => SLA_STATE_NAMES[s]).join(" or ")}`] : []),
    ...(filters.assetType.length > 0 ? [`Asset type: ${filters.assetType.map((t) => label("assetType", t)).join(" or ")}`] : []),
    ...(filters.brand.length > 0 ? [`Brand: ${filters.brand.map(brandName).join(" or ")}`] : []),
    ...(filters.tag ? [`Tag: ${filters.tag}`] : []),
    ...(filters.assignee ? [`Assigned to ${filters.assignee}`] : []),
    ...(filters.snoozed ? ["Snoozed"] : []),
  ];
}

/** The page's filters on the whole queue; the page keeps them in the URL. */
export function QueueFilters({
  facets,
  filters,
  onChange,
  me,
}: {
  facets: TriageQueueView["facets"] | undefined;
  filters: TriageQueueFilters;
  onChange: (filters: TriageQueueFilters) => void;
  /** The signed-in user's name ("Assigned to me"); null for a wall link. */
  me: string | null;
}) {
  // Several values (a link may send them) show as one choice naming them all, so no filter in force reads "Any".
  const one = (values: readonly string[] | undefined) => (values && values.length > 0 ? values.join(",") : "");
  const set = (key: keyof TriageQueueFilters, value: string) => onChange({ ...filters, [key]: value === "" ? [] : value.split(",") });
  const age = filters.age ?? [];
  const words = activeFilterWords(filters, facets);
  const active = words.length > 0;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[repeat(4,minmax(0,1fr))_auto] sm:items-end">
      <legend className="sr-only">Filter the queue</legend>
      <StateSelect label="Age" states={AGE_STATES} names={AGE_STATE_NAMES} selected={age} onChange={(v) => set("age", v)} testId="filter-age" />
      <StateSelect label="SLA state" states={SLA_STATES} names={SLA_STATE_NAMES} selected={filters.sla} onChange={(v) => set("sla", v)} />
      <label className="text-sm">
        Asset type
        <Select className="mt-1 block w-full" value={one(filters.assetType)} onChange={(e) => set("assetType", e.target.value)}>
          <option value="">Any</option>
          {(facets?.assetTypes ?? []).map((t) => (
            <option key={t.value} value={t.value}>
              {label("assetType", t.value)} ({t.count})
            </option>
          ))}
          {filters.assetType[0] && !facets?.assetTypes.some((t) => t.value === filters.assetType[0]) ? (
            <option value={filters.assetType[0]}>{label("assetType", filters.assetType[0])}</option>
          ) : null}
        </Select>
      </label>
      <label className="text-sm">
        Brand named in the report title
        <Select className="mt-1 block w-full" value={one(filters.brand)} onChange={(e) => set("brand", e.target.value)}>
          <option value="">Any</option>
          {(facets?.brands ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({b.count})
            </option>
          ))}
        </Select>
      </label>
      {active ? (
        <Button variant="link" size="inline" onClick={() => onChange({ sla: [], age: [], assetType: [], brand: [] })}>
          Clear filters
        </Button>
      ) : null}
      <MarksFilters filters={filters} onChange={onChange} me={me} />
      {active ? (
        <p className="text-sm sm:col-span-5" data-testid="active-filters">
          Filtered by {words.join(" · ")}.
        </p>
      ) : null}
    </fieldset>
  );
}

/** The console's marks as filters: a tag (applied on Enter or on leaving the box), assigned to me, snoozed. */
function MarksFilters({ filters, onChange, me }: { filters: TriageQueueFilters; onChange: (filters: TriageQueueFilters) => void; me: string | null }) {
  const [tag, setTag] = useState(filters.tag ?? "");
  useEffect(() => setTag(filters.tag ?? ""), [filters.tag]);
  const applyTag = () => {
    const next = tag.trim().toLowerCase();
    if (next !== (filters.tag ?? "")) onChange({ ...filters, tag: next || undefined });
  };
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-2 text-sm sm:col-span-5">
      <label>
        Tag
        <Input
          className="mt-1 block w-40"
          placeholder="campaign-x"
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          onBlur={applyTag}
          onKeyDown={(e) => {
            if (e.key === "Enter") applyTag();
          }}
        />
      </label>
      {me ? (
        <label className="flex items-center gap-1.5 pb-1">
          <input
            type="checkbox"
            className="size-4"
            checked={filters.assignee === me}
            onChange={(e) => onChange({ ...filters, assignee: e.target.checked ? me : undefined })}
          />
          Assigned to me
        </label>
      ) : null}
      <label className="flex items-center gap-1.5 pb-1">
        <input
          type="checkbox"
          className="size-4"
          checked={filters.snoozed === true}
          onChange={(e) => onChange({ ...filters, snoozed: e.target.checked || undefined })}
        />
        Snoozed (hidden otherwise)
      </label>
    </div>
  );
}

/** A choice of one state, or "Any"; several in force (a link may send them) show as one more choice naming them all. */
function StateSelect<S extends string>({
  label,
  states,
  names,
  selected,
  onChange,
  testId,
}: {
  label: string;
  states: readonly S[];
  names: Record<S, string>;
  selected: readonly S[];
  onChange: (value: string) => void;
  testId?: string;
}) {
  return (
    <label className="text-sm">
      {label}
      <Select className="mt-1 block w-full" value={selected.join(",")} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        <option value="">Any</option>
        {states.map((s) => (
          <option key={s} value={s}>
            {names[s]}
          </option>
        ))}
        {selected.length > 1 ? <option value={selected.join(",")}>{selected.map((s) => names[s]).join(" or ")}</option> : null}
      </Select>
    </label>
  );
}
