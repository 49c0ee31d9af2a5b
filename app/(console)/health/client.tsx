"use client";

import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, RefreshCw } from "lucide-react";
import { useQueryStates } from "nuqs";
import { type FormEvent, useId, useMemo, useState } from "react";
import { ThreatSyncCard } from "@/components/assets/sync-status";
import { AccountReadinessCard } from "@/components/health/account-readiness-card";
import { planChecks, runnableRequests } from "@/components/health/check-plan";
import { shownByGrade, toggleGrade } from "@/components/health/grade-filter";
import { countGrades, type Grade, gradeCheck, newestGeneratedAt, resultAgeMs } from "@/components/health/grading";
import { type CardState, HealthCard, NotImplementedCard } from "@/components/health/health-card";
import { ServiceContractCard } from "@/components/health/service-contract-card";
import { GRADE_DISPLAY } from "@/components/health/severity-badge";
import { SummaryStrip } from "@/components/health/summary-strip";
import { thresholdUrlValues } from "@/components/health/threshold-params";
import { organizationRefusal } from "@/components/queues/organization-refusal";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useCommittedDraft } from "@/components/ui/use-committed-draft";
import { useNow } from "@/components/ui/use-now";
import { readOrganizationSlug } from "@/lib/contract/organization-slug";
import { checkQueryOptions, healthcheckKeys, registeredChecks, registryQueryOptions, toFailure } from "@/lib/queries/healthchecks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { healthSearchParams } from "./search-params";

/** Checks re-run on their own every 5 minutes, so nothing on the page goes stale while it is open. */
const CHECK_REFRESH_MS = 5 * 60_000;

export function HealthClient() {
  const [params, setParams] = useQueryStates(healthSearchParams, { history: "push" });
  const slug = params.slug ?? null;
  const urlValues = params as unknown as Record<string, string | null>;
  const gradeFilter = params.grade ?? null;
  const queryClient = useQueryClient();
  const now = useNow();

  const org = useOrganizationScope();
  const registry = useQuery(registryQueryOptions(org, slug));
  const checks = useMemo(() => (registry.data ? registeredChecks(registry.data) : []), [registry.data]);

  const planned = planChecks(checks, urlValues);
  // The same requests, in the same order, as the server page prefetched (runnableRequests): same keys.
  const runnable = planned.filter((p) => p.check.definition && p.parse?.ok);
  const results = useQueries({
    queries: runnableRequests(planned, slug).map((r) => checkQueryOptions(org, r.definition, r.body, CHECK_REFRESH_MS)),
  });
  const newest = newestGeneratedAt(results.map((r) => r.data));

  const states = new Map<string, CardState>();
  planned.forEach((p) => {
    if (!p.check.runnable) return;
    if (p.parse && !p.parse.ok) {
      states.set(p.check.id, { kind: "invalid-thresholds", errors: p.parse.errors });
      return;
    }
    const q = results[runnable.indexOf(p)];
    if (!q || (q.isPending && q.fetchStatus !== "idle")) {
      states.set(p.check.id, { kind: "running" });
      return;
    }
    const failure = q.status === "error" ? toFailure(q.error) : undefined;
    const graded = gradeCheck({
      result: q.data,
      receivedAt: q.dataUpdatedAt || undefined,
      failed: q.status === "error",
      failureMessage: failure?.message,
      now: now ?? q.dataUpdatedAt,
      newestGeneratedAt: newest,
    });
    const ageMs = q.data
      ? resultAgeMs({ generatedAt: q.data.generatedAt, receivedAt: q.dataUpdatedAt || undefined, newestGeneratedAt: newest, now: now ?? q.dataUpdatedAt })
      : undefined;
    states.set(p.check.id, { kind: "done", graded, result: q.data, failure, ageMs });
  });

  const grades: Grade[] = [];
  let running = 0;
  for (const s of states.values()) {
    if (s.kind === "running") running++;
    else grades.push(s.kind === "done" ? s.graded.grade : "unknown");
  }
  const notImplemented = checks.filter((c) => !c.runnable).length;

  return (
    <>
      <OrganizationForm
        slug={slug}
        onChange={(s) => void setParams({ slug: s })}
        onRunAll={() => void queryClient.invalidateQueries({ queryKey: healthcheckKeys.all(org) })}
        running={results.some((r) => r.isFetching)}
      />
      {registry.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading the list of checks…
        </p>
      ) : registry.isError && organizationRefusal(registry.error, slug, "its healthchecks") ? (
        <div role="alert" data-testid="organization-refused" className="rounded border border-warn bg-warn-soft p-3 text-sm text-text">
          {organizationRefusal(registry.error, slug, "its healthchecks")}
        </div>
      ) : registry.isError ? (
        <ErrorPanel error={registry.error} title="Could not load the list of healthchecks" onRetry={() => void registry.refetch()} />
      ) : (
        <>
          <SummaryStrip
            counts={countGrades(grades)}
            running={running}
            notImplemented={notImplemented}
            filter={gradeFilter}
            onToggle={(g) => void setParams({ grade: toggleGrade(gradeFilter, g) })}
            onClear={() => void setParams({ grade: null })}
          />
          <section aria-labelledby="health-checks-heading">
            <h2 id="health-checks-heading" className="sr-only">
              Checks
            </h2>
            {checks.length === 0 ? <p className="text-sm">The service lists no healthchecks.</p> : null}
            {gradeFilter && checks.length > 0 && grades.filter((g) => gradeFilter.includes(g)).length === 0 ? (
              <p className="mb-2 text-sm" data-testid="health-filter-empty">
                No check is graded {gradeFilter.map((g) => GRADE_DISPLAY[g].word).join(" or ")} now.{" "}
                <Button variant="link" size="inline" onClick={() => void setParams({ grade: null })}>
                  Show all checks
                </Button>
              </p>
            ) : null}
            <div className="grid gap-4 lg:grid-cols-2">
              {planned.map((p) => {
                const state = states.get(p.check.id);
                if (!p.check.runnable || !p.check.definition || !state) {
                  return shownByGrade("not-implemented", gradeFilter) ? <NotImplementedCard key={p.check.id} check={p.check} /> : null;
                }
                const cardGrade = state.kind === "running" ? "running" : state.kind === "done" ? state.graded.grade : "unknown";
                if (!shownByGrade(cardGrade, gradeFilter)) return null;
                const definition = p.check.definition;
                return (
                  <HealthCard
                    key={p.check.id}
                    check={p.check}
                    state={state}
                    rawThresholds={p.raw}
                    onApplyThresholds={(overrides) => void setParams(thresholdUrlValues(definition, overrides))}
                    onRetry={() => void queryClient.invalidateQueries({ queryKey: healthcheckKeys.checkRuns(org, p.check.id) })}
                  />
                );
              })}
            </div>
          </section>
        </>
      )}
      <AccountReadinessCard />
      <ThreatSyncCard />
      <ServiceContractCard />
    </>
  );
}

function OrganizationForm({
  slug,
  onChange,
  onRunAll,
  running,
}: {
  slug: string | null;
  onChange: (slug: string | null) => void;
  onRunAll: () => void;
  running: boolean;
}) {
  const { ref, draft: text, setDraft: setText } = useCommittedDraft(slug ?? "");
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  // As /queues does (components/queues/queue-controls.tsx): a slug that cannot be one is refused on the field, in words, and nothing changes.
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === "") {
      setError(null);
      onChange(null);
      return;
    }
    const read = readOrganizationSlug(text);
    if (!read.ok) {
      setError(read.message);
      return;
    }
    setError(null);
    if (read.slug !== text) setText(read.slug);
    onChange(read.slug);
  }
  return (
    <form onSubmit={submit} noValidate className="mb-4 flex flex-wrap items-end gap-2 text-sm" aria-label="Healthcheck options">
      <Field label="Organization" className="w-56">
        {(control) => (
          <Input
            {...control}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            ref={ref}
            className="w-full"
            value={text}
            maxLength={100}
            placeholder="The key's organization"
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit">Apply</Button>
      <Button onClick={onRunAll} disabled={running} aria-busy={running || undefined}>
        {running ? <Loader2 aria-hidden size={14} className="animate-spin" /> : <RefreshCw aria-hidden size={14} />}
        {running ? "Running the checks…" : "Run all checks again"}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-fail" data-testid="slug-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
