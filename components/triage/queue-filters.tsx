"use client";

import { Button } from "@/components/ui/button";
import { label } from "@/lib/format/labels";
import type { TriageQueueFilters } from "@/lib/queries/triage";
import { SLA_STATES, type SlaState } from "@/lib/triage/queue-order";
import type { TriageQueueView } from "@/lib/triage/view-types";

export const SLA_STATE_NAMES: Record<SlaState, string> = {
  breached: "SLA breached",
  dueWithin24h: "Due within 24 h",
  dueWithin72h: "Due within 72 h",
  beyond72h: "Due after 72 h",
  missingSla: "No SLA",
};

const select = "mt-1 block w-full rounded border border-border bg-surface px-2 py-1 text-sm";

/** The page's filters on the whole queue; the page keeps them in the URL. */
export function QueueFilters({
  facets,
  filters,
  onChange,
}: {
  facets: TriageQueueView["facets"] | undefined;
  filters: TriageQueueFilters;
  onChange: (filters: TriageQueueFilters) => void;
}) {
  const one = (values: string[]) => values[0] ?? "";
  const set = (key: keyof TriageQueueFilters, value: string) => onChange({ ...filters, [key]: value === "" ? [] : [value] });
  const active = filters.sla.length + filters.assetType.length + filters.brand.length > 0;
  return (
    <fieldset className="grid gap-2 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
      <legend className="sr-only">Filter the queue</legend>
      <label className="text-sm">
        SLA state
        <select className={select} value={one(filters.sla)} onChange={(e) => set("sla", e.target.value)}>
          <option value="">Any</option>
          {SLA_STATES.map((s) => (
            <option key={s} value={s}>
              {SLA_STATE_NAMES[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm">
        Asset type
        <select className={select} value={one(filters.assetType)} onChange={(e) => set("assetType", e.target.value)}>
          <option value="">Any</option>
          {(facets?.assetTypes ?? []).map((t) => (
            <option key={t.value} value={t.value}>
              {label("assetType", t.value)} ({t.count})
            </option>
          ))}
          {filters.assetType[0] && !facets?.assetTypes.some((t) => t.value === filters.assetType[0]) ? (
            <option value={filters.assetType[0]}>{label("assetType", filters.assetType[0])}</option>
          ) : null}
        </select>
      </label>
      <label className="text-sm">
        Brand named in the report title
        <select className={select} value={one(filters.brand)} onChange={(e) => set("brand", e.target.value)}>
          <option value="">Any</option>
          {(facets?.brands ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name} ({b.count})
            </option>
          ))}
        </select>
      </label>
      {active ? (
        <Button variant="link" size="inline" onClick={() => onChange({ sla: [], assetType: [], brand: [] })}>
          Clear filters
        </Button>
      ) : null}
    </fieldset>
  );
}
