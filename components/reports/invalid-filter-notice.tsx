"use client";

import { Button } from "@/components/ui/button";
import { FILTER_LABELS, isFilterKey } from "@/lib/contract/report-filters";
import type { InvalidFilterValue } from "@/lib/reports/report-filters";

/** Values of the address that were not applied (and not sent), with why; they can be removed from the address. */
export function InvalidFilterNotice({ invalid, onRemove }: { invalid: InvalidFilterValue[]; onRemove: () => void }) {
  if (invalid.length === 0) return null;
  return (
    <div role="alert" data-testid="invalid-filter-notice" className="mb-3 rounded border border-warn bg-warn-soft p-3 text-sm text-warn">
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
      <Button size="sm" onClick={onRemove} className="mt-2">
        Remove them from the address
      </Button>
    </div>
  );
}
