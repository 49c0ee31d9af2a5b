"use client";

import { useQuery } from "@tanstack/react-query";
import { selectLoaded } from "@/components/marks/selection-store";
import { Button } from "@/components/ui/button";
import { assetTypeLabel } from "@/lib/format/asset-type";
import { todaysPlanOptions } from "@/lib/queries/triage";

/** "Its SLA is overdue; it names Acme." */
const sentence = (reasons: readonly string[]) => {
  const text = reasons.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
};

/**
 * "Today's ten": the proposals the remaining review budget is best spent on, ranked by likely harm
 * with the reasons in words (lib/triage/todays-plan.ts). A reviewer selects the plan in one click
 * (the bulk bar then decides them together, each held with its undo window) or opens each in turn.
 */
export function TodaysPlan({ org, slug, canReview, onOpen }: { org: string; slug?: string; canReview: boolean; onOpen: (proposalId: string) => void }) {
  const plan = useQuery(todaysPlanOptions(org, slug));
  const data = plan.data?.plan;
  if (!data) return null;
  const { entries, remaining } = data;
  return (
    <details className="rounded border border-border p-2 text-sm" data-testid="todays-plan">
      <summary className="cursor-pointer font-medium">
        {remaining === 10 ? "Today’s ten" : "Today’s plan"}:{" "}
        {entries.length === 0
          ? remaining === 0
            ? "the day's reviews are spent"
            : "nothing reviewable waits"
          : `the ${entries.length} proposal${entries.length === 1 ? "" : "s"} the remaining budget is best spent on, by likely harm`}
      </summary>
      {entries.length > 0 ? (
        <>
          <ol className="mt-2 flex flex-col gap-1.5">
            {entries.map((e, i) => (
              <li key={e.proposalId} className="flex gap-2" data-testid="plan-entry" data-proposal-id={e.proposalId}>
                <span className="w-5 shrink-0 text-right tabular-nums text-muted">{i + 1}.</span>
                <div className="min-w-0 flex-1">
                  <Button variant="link" size="inline" onClick={() => onOpen(e.proposalId)} className="break-all font-medium">
                    {e.assetContent ?? `Proposal ${e.proposalId}`}
                  </Button>{" "}
                  <span className="text-muted">{assetTypeLabel(e.assetType)}</span>
                  <p className="text-muted">
                    {e.reasons.length > 0 ? sentence(e.reasons) : "Nothing marks it out: next in the queue's order."}
                    {e.folded > 0 ? ` With ${e.folded} more proposal${e.folded === 1 ? "" : "s"} of the same asset.` : ""}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          {canReview ? (
            <Button
              className="mt-2"
              onClick={() =>
                selectLoaded(
                  "triage",
                  entries.map((e) => e.proposalId),
                )
              }
            >
              Select these {entries.length} to decide or plan together
            </Button>
          ) : null}
        </>
      ) : null}
    </details>
  );
}
