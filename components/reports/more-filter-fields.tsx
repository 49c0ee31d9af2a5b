"use client";

import { useId } from "react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { fromBoundDay, toBoundDay, toBoundValue } from "./date-bounds";
import { LABEL, type SelectOption } from "./filter-fields";

/** One date input; the parent says what the day means. */
function DayInput({
  label,
  day,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  day: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (day: string | null) => void;
}) {
  return (
    <Field label={label} dense>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={day}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = e.target.value;
            if (next === "") onChange(null);
            else if (/^\d{4}-\d{2}-\d{2}$/.test(next)) onChange(next);
          }}
          className="w-full"
        />
      )}
    </Field>
  );
}

/**
 * "From" and "To" as inclusive whole days (UTC). The service's bounds are "after" and "before"
 * instants, so "To" sends the next day (exclusive) and shows the day before what it sends; an
 * inverted range is flagged. A full date-time from a shared link shows its day, kept until edited.
 */
export function DateRange({
  what,
  from,
  to,
  onFrom,
  onTo,
  fromLabel,
  toLabel,
}: {
  what: string;
  from: string | undefined;
  to: string | undefined;
  onFrom: (value: string | null) => void;
  onTo: (value: string | null) => void;
  fromLabel: string;
  toLabel: string;
}) {
  const errorId = useId();
  const fromDay = fromBoundDay(from);
  const toDay = toBoundDay(to);
  const inverted = fromDay !== "" && toDay !== "" && fromDay > toDay;
  return (
    <div className="grid grid-cols-2 gap-2">
      <DayInput label={fromLabel} day={fromDay} invalid={inverted} describedBy={inverted ? errorId : undefined} onChange={onFrom} />
      <DayInput
        label={toLabel}
        day={toDay}
        invalid={inverted}
        describedBy={inverted ? errorId : undefined}
        onChange={(day) => onTo(day === null ? null : toBoundValue(day))}
      />
      {inverted ? (
        <p id={errorId} role="alert" className="col-span-2 text-xs text-fail">
          {what} from is after {what.toLowerCase()} to: no report can match. Swap the days or clear one.
        </p>
      ) : null}
    </div>
  );
}

/** A "default false" flag: checked sends `true`, unchecked leaves the filter out. */
export function FlagField({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | null) => void }) {
  return (
    // pt-1: a 24 px safe target (WCAG 2.2 target size) below a text field.
    <label className="flex items-center gap-2 pt-1 text-sm">
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
