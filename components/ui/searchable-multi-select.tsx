"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";

export type MultiSelectOption = { value: string; label: string };

/**
 * A button that opens a searchable list of checkboxes. Escape or a click outside closes it;
 * the selection applies as it is ticked. Options not in `options` but selected (an unknown
 * value from a shared link) are still listed so they can be unticked.
 */
export function SearchableMultiSelect({
  label,
  options,
  selected,
  onChange,
  testId,
  status,
}: {
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (values: string[]) => void;
  testId?: string;
  /** Shown instead of the list, e.g. while the options load or when they failed. */
  status?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const all = useMemo(() => {
    const known = new Set(options.map((o) => o.value));
    return [...options, ...selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  }, [options, selected]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle)) : all;
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));

  return (
    <div ref={root} className="relative" data-testid={testId}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded border border-border bg-surface px-2 py-1 text-left text-sm"
      >
        <span>
          {label}
          {selected.length > 0 ? `: ${selected.length} selected` : ": any"}
        </span>
        <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      {open ? (
        <fieldset
          id={panelId}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }
          }}
          className="absolute z-30 mt-1 w-72 rounded border border-border bg-surface p-2 shadow-lg"
        >
          <legend className="sr-only">{label}</legend>
          {status ?? (
            <>
              <div className="mb-2 flex gap-2">
                <input
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  aria-label={`Search ${label.toLowerCase()}`}
                  placeholder="Type to search"
                  // biome-ignore lint/a11y/noAutofocus: the panel was opened to search in it
                  autoFocus
                  className="min-w-0 flex-1 rounded border border-border bg-surface px-2 py-1 text-sm"
                />
                {selected.length > 0 ? (
                  <button type="button" onClick={() => onChange([])} className="text-sm underline underline-offset-2">
                    Clear
                  </button>
                ) : null}
              </div>
              <ul className="max-h-64 overflow-y-auto text-sm">
                {shown.map((option) => (
                  <li key={option.value}>
                    <label className="flex items-center gap-2 rounded px-1 py-0.5 hover:bg-surface-sunken">
                      <input type="checkbox" checked={selected.includes(option.value)} onChange={(e) => toggle(option.value, e.target.checked)} />
                      <span>{option.label}</span>
                    </label>
                  </li>
                ))}
                {shown.length === 0 ? <li className="px-1 py-0.5 text-muted">No match</li> : null}
              </ul>
            </>
          )}
        </fieldset>
      ) : null}
    </div>
  );
}
