"use client";

import { useEffect, useId, useState } from "react";

const INPUT = "w-full rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900";
const LABEL = "block text-xs font-medium text-slate-700 dark:text-slate-300";

type Check = { ok: true; value: string } | { ok: false; reason: string };

/**
 * A text filter applied on Enter or when the field loses focus (not per keystroke: every
 * applied filter is a history entry). Follows the URL when it changes (Back).
 */
export function CommitTextField({
  label,
  value,
  onCommit,
  check,
  inputMode,
  placeholder,
  type = "text",
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string | null) => void;
  check: (raw: string) => Check;
  inputMode?: "numeric" | "text";
  placeholder?: string;
  type?: "text" | "search";
}) {
  const [draft, setDraft] = useState(value ?? "");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    setDraft(value ?? "");
    setError(null);
  }, [value]);

  const commit = () => {
    if (draft.trim() === "") {
      setError(null);
      if (value !== undefined) onCommit(null);
      return;
    }
    const result = check(draft);
    if (!result.ok) {
      setError(result.reason);
      return;
    }
    setError(null);
    if (result.value !== value) onCommit(result.value);
  };

  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={draft}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
        className={INPUT}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-0.5 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type SelectOption = { value: string; label: string };

/** A select whose empty choice means "any" (the filter unset). Groups become <optgroup>s. */
export function SelectField({
  label,
  value,
  onChange,
  groups,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  groups: { label?: string; options: readonly SelectOption[] }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)} className={INPUT}>
        <option value="">Any</option>
        {groups.map((group, i) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ) : (
            group.options.map((o) => (
              <option key={`${i}-${o.value}`} value={o.value}>
                {o.label}
              </option>
            ))
          ),
        )}
      </select>
    </div>
  );
}

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
