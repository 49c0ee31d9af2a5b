"use client";

import { Popover } from "@base-ui/react/popover";
import { useMemo, useRef, useState } from "react";
import { Input } from "./input";

export type MultiSelectOption = { value: string; label: string };

/**
 * A button that opens a searchable list of checkboxes. Escape or a click outside closes it;
 * the selection applies as it is ticked. Options not in `options` but selected (an unknown
 * value from a shared link) are still listed so they can be unticked.
 *
 * The panel is Base UI's Popover (opening, closing, focus in and back to the button, placement).
 * The list stays checkboxes rather than Base UI's Combobox: its options are `option`s in a
 * `listbox`, while the reports and takedowns filters are ticked as checkboxes by name (e2e).
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
  const searchField = useRef<HTMLInputElement>(null);

  const all = useMemo(() => {
    const known = new Set(options.map((o) => o.value));
    return [...options, ...selected.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
  }, [options, selected]);
  const needle = search.trim().toLowerCase();
  const shown = needle ? all.filter((o) => o.label.toLowerCase().includes(needle) || o.value.toLowerCase().includes(needle)) : all;
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));

  return (
    <div className="relative" data-testid={testId}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className="flex w-full items-center justify-between gap-2 rounded border border-border bg-surface px-2 py-1 text-left text-sm">
          <span>
            {label}
            {selected.length > 0 ? `: ${selected.length} selected` : ": any"}
          </span>
          <span aria-hidden="true">{open ? "▴" : "▾"}</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner side="bottom" align="start" sideOffset={4} className="z-30">
            <Popover.Popup
              aria-label={label}
              // The panel was opened to search in it; with no list (loading, failed) the panel itself.
              initialFocus={status ? true : searchField}
              className="w-72 max-w-[calc(100vw-2rem)] rounded border border-border bg-surface p-2 text-text shadow-lg outline-none"
            >
              {status ?? (
                <>
                  <div className="mb-2 flex gap-2">
                    <Input
                      ref={searchField}
                      type="search"
                      value={search}
                      onChange={(e) => setSearch(e.target.value)}
                      aria-label={`Search ${label.toLowerCase()}`}
                      placeholder="Type to search"
                      className="min-w-0 flex-1"
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
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
