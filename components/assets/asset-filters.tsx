"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { ASSET_LIVENESS, THREAT_STATES, THREAT_TAKEDOWN_STATUSES } from "@/lib/contract/threat-values";
import { lifecycleLabel } from "@/lib/format/asset-lifecycle-labels";
import { label } from "@/lib/format/labels";
import { fromUtcInputValue, toUtcInputValue } from "@/lib/format/utc-input";
import type { AssetFilterValues } from "@/lib/queries/asset-lifecycle";

export const NO_ASSET_FILTERS: AssetFilterValues = {
  state: null,
  liveness: null,
  brand: null,
  takedown: null,
  from: null,
  to: null,
  q: null,
  liveAgain: null,
  reached: null,
  tag: null,
  assignee: null,
  snoozed: null,
};

function Labelled({ id, text, children }: { id: string; text: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 max-w-full flex-col">
      <label htmlFor={id} className="text-sm font-medium">
        {text}
      </label>
      {children}
    </div>
  );
}

/** The /assets filters, applied together on submit so each change is one history entry. */
export function AssetFilters({ value, onApply, me }: { value: AssetFilterValues; onApply: (next: AssetFilterValues) => void; me: string | null }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || null;
    const from = text("from") ? fromUtcInputValue(text("from")!) : null;
    const to = text("to") ? fromUtcInputValue(text("to")!) : null;
    if ((text("from") && !from) || (text("to") && !to)) return setProblem("Enter the times as date and time, e.g. 2026-11-20 12:00.");
    if (from && to && from >= to) return setProblem("“First reported from” must be before “to”.");
    setProblem(null);
    const state = text("state");
    const liveness = text("liveness");
    onApply({
      state: state ? [state] : null,
      liveness: liveness ? [liveness] : null,
      brand: text("brand"),
      takedown: text("takedown"),
      from,
      to,
      q: text("q"),
      liveAgain: form.get("liveAgain") === "on" ? true : null,
      // Set only by a link from /outcomes' funnel; a new set of filters drops it.
      reached: null,
      tag: text("tag")?.toLowerCase() ?? null,
      // "Assigned to me", or whoever a saved view or a link named, kept until cleared.
      assignee: form.get("mine") === "on" ? me : value.assignee !== me ? value.assignee : null,
      snoozed: form.get("snoozed") === "on" ? true : null,
    });
  }

  const key = JSON.stringify(value);
  return (
    <form key={key} onSubmit={submit} aria-label="Filter the assets" className="mb-4 flex flex-wrap items-end gap-3" noValidate>
      <Labelled id={`${id}-q`} text="Asset">
        <Input id={`${id}-q`} name="q" defaultValue={value.q ?? ""} placeholder="Address or content" className="w-48" />
      </Labelled>
      <Labelled id={`${id}-state`} text="State">
        <Select id={`${id}-state`} name="state" defaultValue={value.state?.[0] ?? ""}>
          <option value="">Any state</option>
          {THREAT_STATES.map((s) => (
            <option key={s} value={s}>
              {lifecycleLabel("threatState", s)}
            </option>
          ))}
        </Select>
      </Labelled>
      <Labelled id={`${id}-liveness`} text="Liveness">
        <Select id={`${id}-liveness`} name="liveness" defaultValue={value.liveness?.[0] ?? ""}>
          <option value="">Online or not</option>
          {ASSET_LIVENESS.map((s) => (
            <option key={s} value={s}>
              {label("livenessStatus", s)}
            </option>
          ))}
        </Select>
      </Labelled>
      <Labelled id={`${id}-takedown`} text="Takedown">
        <Select id={`${id}-takedown`} name="takedown" defaultValue={value.takedown ?? ""}>
          <option value="">Any takedown</option>
          <option value="none">No takedown</option>
          {THREAT_TAKEDOWN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label("takedownStatus", s)}
            </option>
          ))}
        </Select>
      </Labelled>
      <Labelled id={`${id}-brand`} text="Brand">
        <Input id={`${id}-brand`} name="brand" defaultValue={value.brand ?? ""} placeholder="Brand name" className="w-36" />
      </Labelled>
      <Labelled id={`${id}-from`} text="First reported from (UTC)">
        <Input id={`${id}-from`} name="from" type="datetime-local" defaultValue={toUtcInputValue(value.from)} />
      </Labelled>
      <Labelled id={`${id}-to`} text="to (UTC)">
        <Input id={`${id}-to`} name="to" type="datetime-local" defaultValue={toUtcInputValue(value.to)} />
      </Labelled>
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" name="liveAgain" defaultChecked={value.liveAgain === true} className="size-4" />
        Online again only
      </label>
      <Labelled id={`${id}-tag`} text="Tag">
        <Input id={`${id}-tag`} name="tag" defaultValue={value.tag ?? ""} placeholder="campaign-x" className="w-32" />
      </Labelled>
      {me ? (
        <label className="flex min-h-6 items-center gap-2 text-sm">
          <input type="checkbox" name="mine" defaultChecked={value.assignee === me} className="size-4" />
          Assigned to me
        </label>
      ) : null}
      {value.assignee && value.assignee !== me ? <span className="text-sm">Assigned to {value.assignee}</span> : null}
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input type="checkbox" name="snoozed" defaultChecked={value.snoozed === true} className="size-4" />
        Snoozed (hidden otherwise)
      </label>
      <Button variant="primary" type="submit">
        Apply filters
      </Button>
      <Button
        onClick={() => {
          setProblem(null);
          onApply(NO_ASSET_FILTERS);
        }}
      >
        Clear
      </Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-fail">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
