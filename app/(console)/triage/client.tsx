"use client";

import { useQueryStates } from "nuqs";
import { TriageView } from "@/components/triage/triage-view";
import type { TriageQueueFilters } from "@/lib/queries/triage";
import { triageSearchParams } from "./search-params";

export function TriageClient({ canReview, role }: { canReview: boolean; role: string }) {
  // Filters go into the history (push): Back returns to the previous filter.
  const [state, setState] = useQueryStates(triageSearchParams, { history: "push" });
  const filters: TriageQueueFilters = { sla: state.sla, assetType: state.type, brand: state.brand };
  return (
    <TriageView
      canReview={canReview}
      role={role}
      filters={filters}
      onFiltersChange={(next) =>
        void setState({
          sla: next.sla.length > 0 ? next.sla : null,
          type: next.assetType.length > 0 ? next.assetType : null,
          brand: next.brand.length > 0 ? next.brand : null,
        })
      }
    />
  );
}
