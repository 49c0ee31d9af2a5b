"use client";

import { FILTER_LABELS, type InvalidFilterValue, isFilterKey } from "./report-filters";

/** Values of the address that were not applied (and not sent), with why; they can be removed from the address. */
export function InvalidFilterNotice({ invalid, onRemove }: { invalid: InvalidFilterValue[]; onRemove: () => void }) {
  if (invalid.length === 0) return null;
  return (
    <div
      role="alert"
      data-testid="invalid-filter-notice"
      className="mb-3 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">
        {invalid.length === 1 ? "One value in the address was" : `${invalid.length} values in the address were`} not valid and
        {invalid.length === 1 ? " is" : " are"} ignored:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {invalid.map((item, i) => (
          <li key={`${item.key}-${i}`}>
            {isFilterKey(item.key) ? FILTER_LABELS[item.key] : item.key} <code className="font-mono">{JSON.stringify(item.value)}</code>: {item.reason}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onRemove} className="mt-2 rounded border border-amber-500 px-2 py-0.5">
        Remove them from the address
      </button>
    </div>
  );
}
