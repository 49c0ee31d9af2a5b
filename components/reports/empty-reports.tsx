"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import type { FilterPatch, ReportFilters } from "@/lib/contract/report-filters";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { ActiveFilters } from "./active-filters";

/**
 * An empty list, with the way out: the filters that made it empty (each removable) and
 * "Clear filters". Without filters the organization simply has no reports yet.
 */
export function EmptyReports({ filters, onChange, onClear }: { filters: ReportFilters; onChange: (patch: FilterPatch) => void; onClear: () => void }) {
  const brands = useQuery(brandListOptions(useOrganizationScope()));
  const brandNames = new Map((brands.data?.brands ?? []).map((b) => [String(b.id), b.name]));
  const filtered = Object.keys(filters).length > 0;
  return (
    <div role="status" data-testid="reports-empty" className="rounded border border-border p-6 text-center text-sm">
      {filtered ? (
        <>
          <p className="font-medium">No reports match these filters.</p>
          <div className="mt-2 flex justify-center">
            <ActiveFilters filters={filters} brandNames={brandNames} onChange={onChange} label="Filters that left the list empty" />
          </div>
          <Button onClick={onClear} className="mt-3">
            Clear filters
          </Button>
        </>
      ) : (
        <p>The organization has no reports yet.</p>
      )}
    </div>
  );
}
