"use client";

import { useQueryStates } from "nuqs";
import { ViewsBar } from "@/components/saved-views/views-bar";
import { TriageScopeProvider } from "@/components/triage/triage-scope";
import { TriageView } from "@/components/triage/triage-view";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/auth/permissions";
import type { TriageQueueFilters } from "@/lib/queries/triage";
import { triageSearchParams } from "./search-params";

export function TriageClient({ canReview, role, me, writeRefusal }: { canReview: boolean; role: Role; me: string | null; writeRefusal: string | null }) {
  // Filters go into the history (push): Back returns to the previous filter.
  const [state, setState] = useQueryStates(triageSearchParams, { history: "push" });
  const filters: TriageQueueFilters = {
    sla: state.sla,
    age: state.age,
    assetType: state.type,
    brand: state.brand,
    ...(state.report ? { report: state.report } : {}),
    ...(state.proposal ? { proposal: state.proposal } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
    ...(state.assignee ? { assignee: state.assignee } : {}),
    ...(state.snoozed ? { snoozed: true } : {}),
  };
  const narrowed = filters.report ? `the proposals of report ${filters.report}` : filters.proposal ? `proposal ${filters.proposal}` : null;
  return (
    <>
      <ViewsBar page="triage" role={role} allLabel="Whole queue" />
      {narrowed ? (
        <p className="mb-3 text-sm" data-testid="triage-narrowed">
          Showing {narrowed} only.{" "}
          <Button variant="link" size="inline" onClick={() => void setState({ report: null, proposal: null })}>
            Show the whole queue
          </Button>
        </p>
      ) : null}
      {state.slug ? (
        <p className="mb-3 text-sm" data-testid="triage-organization">
          Organization {state.slug}.{" "}
          <Button variant="link" size="inline" onClick={() => void setState({ slug: null })}>
            Show the organization chosen in the console
          </Button>
        </p>
      ) : null}
      <TriageScopeProvider slug={state.slug}>
        <TriageView
          canReview={canReview}
          me={me}
          role={role}
          writeRefusal={writeRefusal}
          filters={filters}
          onFiltersChange={(next) =>
            void setState({
              sla: next.sla.length > 0 ? next.sla : null,
              age: next.age && next.age.length > 0 ? next.age : null,
              report: next.report ?? null,
              proposal: next.proposal ?? null,
              type: next.assetType.length > 0 ? next.assetType : null,
              brand: next.brand.length > 0 ? next.brand : null,
              tag: next.tag || null,
              assignee: next.assignee || null,
              snoozed: next.snoozed ? true : null,
            })
          }
        />
      </TriageScopeProvider>
    </>
  );
}
