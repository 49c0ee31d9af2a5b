"use client";

import { useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { useMemo, useState } from "react";
import { AssetFunnel } from "@/components/assets/asset-funnel";
import { DigestSection } from "@/components/outcomes/digest-section";
import { OutcomeCard } from "@/components/outcomes/outcome-card";
import { BlockedPerDayChart, TakedownTrendChart } from "@/components/outcomes/outcome-charts";
import { RangeForm, rangeProblem } from "@/components/outcomes/range-form";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Select } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { saveFile } from "@/components/ui/save-file";
import { useToast } from "@/components/ui/toast";
import { outcomesFileName, outcomesToCsv, outcomesToMarkdown, rangeText } from "@/lib/outcomes/outcome-export";
import { outcomeCards } from "@/lib/outcomes/outcome-figures";
import type { OutcomesView } from "@/lib/outcomes/outcome-view";
import { brandListOptions } from "@/lib/queries/brands";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { type OutcomesQuery, outcomesOptions } from "@/lib/queries/outcomes";
import { outcomesSearchParams } from "./search-params";

const WINDOWS = [
  { value: "7", label: "7 days" },
  { value: "30", label: "30 days" },
  { value: "90", label: "90 days" },
] as const;

function Toolbar({ view }: { view: OutcomesView | undefined }) {
  const toast = useToast();
  const copy = async () => {
    if (!view) return;
    try {
      await navigator.clipboard.writeText(outcomesToMarkdown(view));
      toast({ message: "Copied to the clipboard." });
    } catch {
      toast({ tone: "error", message: "Copy failed: the browser refused the clipboard." });
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={copy} disabled={!view}>
        Copy as Markdown
      </Button>
      <Button
        disabled={!view}
        onClick={() => view && saveFile(new Blob([outcomesToMarkdown(view)], { type: "text/markdown;charset=utf-8" }), outcomesFileName(view, "md"))}
      >
        Download Markdown
      </Button>
      <Button
        disabled={!view}
        onClick={() => view && saveFile(new Blob([outcomesToCsv(view)], { type: "text/csv;charset=utf-8" }), outcomesFileName(view, "csv"))}
      >
        Download CSV
      </Button>
    </div>
  );
}

export function OutcomesClient({ admin }: { admin: boolean }) {
  const [params, setParams] = useQueryStates(outcomesSearchParams, { history: "push" });
  const org = useOrganizationScope();
  const custom = params.from !== null && params.to !== null;
  const query: OutcomesQuery = useMemo(
    () => ({
      ...(params.slug ? { slug: params.slug } : {}),
      ...(custom ? { from: params.from!, to: params.to! } : { window: params.window ?? "30" }),
      ...(params.brand ? { brand: params.brand } : {}),
    }),
    [params, custom],
  );
  const [now] = useState(() => new Date());
  // A range the page refuses on its field (one that ends before it starts) is never asked of the service.
  const refused = custom && rangeProblem(params.from!, params.to!, now) !== null;
  const outcomes = useQuery({ ...outcomesOptions(org, query), enabled: !refused });
  const brands = useQuery(brandListOptions(org));
  const view = refused ? undefined : outcomes.data;
  const cards = useMemo(() => (view ? outcomeCards(view) : []), [view]);

  return (
    <div className="space-y-4">
      <PageHeader
        title="Outcomes"
        description="What the service achieved for the organization: threats blocked, takedowns and how fast they complete, false positives, and what only this console records. Each figure beside the previous period of the same length."
        actions={<Toolbar view={view} />}
      />
      <div className="flex flex-wrap items-start gap-3">
        <fieldset className="mt-4 flex flex-wrap gap-1">
          <legend className="sr-only">Window</legend>
          {WINDOWS.map((w) => (
            <Button
              key={w.value}
              variant={!custom && (params.window ?? "30") === w.value ? "primary" : undefined}
              aria-pressed={!custom && (params.window ?? "30") === w.value}
              onClick={() => void setParams({ window: w.value, from: null, to: null })}
            >
              {w.label}
            </Button>
          ))}
        </fieldset>
        <RangeForm
          key={`${params.from ?? ""}/${params.to ?? ""}`}
          from={params.from}
          to={params.to}
          active={custom}
          now={now}
          onApply={(range) => void setParams({ ...range, window: null })}
        />
        <label className="flex flex-col text-xs text-muted">
          Brand
          <Select value={params.brand ?? ""} onChange={(e) => void setParams({ brand: e.target.value || null })}>
            <option value="">Every brand</option>
            {(brands.data?.brands ?? []).map((b) => (
              <option key={String(b.id)} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {view ? (
        <p className="text-sm text-muted" data-testid="outcomes-window">
          {rangeText(view.window)} ({view.window.days} days, UTC), beside {rangeText(view.window.previous)}
          {view.brand ? `; brand ${view.brand.name ?? view.brand.id}` : ""}.
        </p>
      ) : null}
      {!refused && outcomes.isError ? <ErrorPanel error={outcomes.error} onRetry={() => void outcomes.refetch()} /> : null}
      {!refused && outcomes.isPending ? <p role="status">Loading outcomes…</p> : null}
      {view ? (
        <div className="grid gap-3 lg:grid-cols-2" aria-busy={outcomes.isFetching}>
          {cards.map((card) => (
            <OutcomeCard
              key={card.id}
              card={card}
              chart={
                card.id === "summary" && view.cards.summary.state === "ok" ? (
                  <BlockedPerDayChart days={view.cards.summary.current.blockedByDay} />
                ) : card.id === "takedownTrend" && view.cards.takedownTrend.state === "ok" ? (
                  <TakedownTrendChart trend={view.cards.takedownTrend.current} />
                ) : undefined
              }
            />
          ))}
        </div>
      ) : null}
      {view ? <AssetFunnel startDate={view.window.startDate} endDate={view.window.endDate} /> : null}
      {admin ? <DigestSection /> : null}
    </div>
  );
}
