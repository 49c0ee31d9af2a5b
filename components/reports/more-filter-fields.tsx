"use client";

import { useId } from "react";
import { INPUT, LABEL, type SelectOption } from "./filter-fields";

/** A date (UTC day) bound; a full date-time from a shared link shows its day and is kept until edited. */
export function DateField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label} <span className="font-normal">(UTC)</span>
      </label>
      <input
        id={id}
        type="date"
        value={value?.slice(0, 10) ?? ""}
        onChange={(e) => {
          const next = e.target.value;
          if (next === "") onChange(null);
          else if (/^\d{4}-\d{2}-\d{2}$/.test(next)) onChange(next);
        }}
        className={INPUT}
      />
    </div>
  );
}

/** A "default false" flag: checked sends `true`, unchecked leaves the filter out. */
export function FlagField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | null) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={value === "true"} onChange={(e) => onChange(e.target.checked ? "true" : null)} />
      {label}
    </label>
  );
}

/** Several fixed values, any of which may be chosen. */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly SelectOption[];
  selected: readonly string[];
  onChange: (values: string[] | null) => void;
}) {
  return (
    <fieldset>
      <legend className={LABEL}>{legend}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={selected.includes(o.value)}
              onChange={(e) => {
                const next = e.target.checked ? [...selected, o.value] : selected.filter((v) => v !== o.value);
                onChange(next.length > 0 ? next : null);
              }}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
