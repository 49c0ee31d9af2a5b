"use client";

import Link from "next/link";
import { Button } from "@/components/ui/button";
import { DateTime, RelativeTime } from "@/components/ui/relative-time";
import { useNow, useTimeZone } from "@/components/ui/use-now";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import { parametersInWords } from "@/lib/format/health-values";
import { label } from "@/lib/format/labels";
import { NOT_SENT, unreadableRecords } from "@/lib/format/not-sent";
import { formatRelative } from "@/lib/format/relative";
import { serviceTextInWords } from "@/lib/format/service-text";
import type { CheckFailure, RegisteredCheck } from "@/lib/queries/healthchecks";
import { checkLink } from "./console-place";
import { FindingsTable } from "./findings-table";
import type { Graded } from "./grading";
import { ObservedThreshold } from "./observed-threshold";
import { GradeBadge } from "./severity-badge";
import { ThresholdForm } from "./threshold-form";
import type { ThresholdError } from "./threshold-params";

export type CardState =
  | { kind: "invalid-thresholds"; errors: ThresholdError[] }
  | { kind: "running" }
  | {
      kind: "done";
      graded: Graded;
      result?: HealthcheckResult;
      failure?: CheckFailure;
      /** The result's age on our clock (grading.ts, resultAgeMs), for "just now" whatever the service's clock. */
      ageMs?: number;
    };

type Props = {
  check: RegisteredCheck;
  state: CardState;
  rawThresholds: Record<string, string>;
  onApplyThresholds: (overrides: Record<string, number>) => void;
  onRetry: () => void;
};

function AppLink({ checkId, url }: { checkId: string; url: string }) {
  const link = checkLink(checkId, url);
  if (!link) return null;
  const cls = "text-accent underline underline-offset-2";
  return link.kind === "internal" ? (
    <Link href={link.href} className={cls} data-testid="check-app-link">
      {link.label}
    </Link>
  ) : (
    <a href={link.href} className={cls} target="_blank" rel="noopener noreferrer" data-testid="check-app-link">
      {link.label} <span aria-hidden>↗</span>
    </a>
  );
}

/** Words for the fields of the answer the service did not send: the card shows what it has and names the rest. */
const FIELD_WORDS: Record<string, string> = {
  id: "the check's id",
  title: "the title",
  category: "the category",
  generatedAt: "the generation time",
  scope: "the organization",
  ok: "whether it is ok",
  severity: "the severity",
  observed: "what was observed",
  threshold: "the thresholds",
  findings: "the findings",
  suggestedAction: "the suggested action",
  appUrl: "the link to the service's app",
};

/** When the result was generated: its age on our clock ("just now"), then the time the service wrote. */
function GeneratedTime({ iso, ageMs }: { iso: string | null; ageMs: number | undefined }) {
  const now = useNow();
  if (ageMs === undefined || now === null || iso === null) return <RelativeTime iso={iso} />;
  return (
    <span>
      {formatRelative(now - ageMs, now)} · <DateTime iso={iso} />
    </span>
  );
}

function NotSentFields({ result }: { result: HealthcheckResult }) {
  const fields = result.notSent ?? [];
  if (fields.length === 0) return null;
  return (
    <p className="text-xs text-muted" data-testid="check-not-sent">
      {`${fields.map((f) => FIELD_WORDS[f] ?? f).join(", ")}: ${NOT_SENT}.`.replace(/^./, (c) => c.toUpperCase())}
    </p>
  );
}

/** One healthcheck: grade, times, observed vs threshold, findings, suggested action, link, thresholds. */
export function HealthCard({ check, state, rawThresholds, onApplyThresholds, onRetry }: Props) {
  const grade = state.kind === "done" ? state.graded.grade : "unknown";
  const result = state.kind === "done" ? state.result : undefined;
  const headingId = `check-${check.id.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const overridden = Object.keys(rawThresholds).length > 0;
  const zone = useTimeZone() ?? "UTC";

  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded border border-border p-3"
      data-testid={`health-card-${check.id}`}
      data-grade={state.kind === "running" ? "running" : grade}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {check.definition?.title ?? result?.title ?? check.title}
          </h3>
          <p className="text-xs text-muted">
            {label("healthCategory", result?.category ?? check.category)} · <span className="font-mono">{check.id}</span>
          </p>
        </div>
        {state.kind === "running" ? (
          <span role="status" className="text-sm text-muted">
            Checking…
          </span>
        ) : (
          <GradeBadge grade={grade} testId={`grade-${check.id}`} />
        )}
      </header>

      {state.kind === "invalid-thresholds" ? (
        <div role="alert" className="rounded border border-fail bg-fail-soft p-2 text-sm text-text">
          Not run: the thresholds in the address are invalid —{" "}
          {state.errors
            .map((e) =>
              parametersInWords(
                e.message,
                (check.definition?.parameters ?? []).map((p) => p.name),
              ),
            )
            .join("; ")}
          .
        </div>
      ) : null}
      {state.kind === "done" && state.graded.reason ? (
        <p className="rounded bg-surface-sunken p-2 text-sm text-text" data-testid="grade-reason">
          {state.graded.reason}
          {state.failure?.requestId ? <span className="ml-1 font-mono text-xs">(request id {state.failure.requestId})</span> : null}{" "}
          {state.failure ? (
            <Button variant="link" size="inline" onClick={onRetry} className="ml-1">
              Run again
            </Button>
          ) : null}
        </p>
      ) : null}

      {result ? (
        <>
          <p className="text-xs text-muted" data-testid="check-generated">
            Generated <GeneratedTime iso={result.generatedAt} ageMs={state.kind === "done" ? state.ageMs : undefined} /> for{" "}
            {result.scope?.slug ?? `an organization ${NOT_SENT}`}
          </p>
          <NotSentFields result={result} />
          <ObservedThreshold checkId={check.id} observed={result.observed} threshold={result.threshold} />
          {result.findings.length === 0 && result.notSent?.includes("findings") ? (
            <p className="text-sm text-muted" data-testid="findings-not-sent">
              Findings {NOT_SENT}.
            </p>
          ) : (
            <FindingsTable findings={result.findings} checkTitle={result.title ?? check.title} />
          )}
          {result.unreadableFindings ? (
            <p className="text-sm text-muted" data-testid="findings-unreadable">
              {unreadableRecords(result.unreadableFindings, { one: "finding", many: "findings" })} (neither a message nor a ref).
            </p>
          ) : null}
          {result.suggestedAction ? (
            // The service's sentence with its statuses and durations in words ("stuck in IN_PROGRESS for 168 h" →
            // "stuck in in progress for 7 days"), as the findings' messages are.
            <p className="text-sm" data-testid="suggested-action">
              <span className="font-medium">Suggested action: </span>
              {serviceTextInWords(result.suggestedAction, zone)}
            </p>
          ) : null}
          <p className="text-sm">
            <AppLink checkId={check.id} url={result.appUrl ?? ""} />
          </p>
        </>
      ) : null}

      {check.definition ? (
        <details open={state.kind === "invalid-thresholds" || undefined}>
          <summary className="cursor-pointer text-sm font-medium">Thresholds{overridden ? " (changed)" : ""}</summary>
          <div className="mt-2">
            <ThresholdForm check={check.definition} current={rawThresholds} onApply={onApplyThresholds} />
          </div>
        </details>
      ) : null}
    </article>
  );
}

/** A check the service (or the console) cannot run: muted, with its reason. */
export function NotImplementedCard({ check }: { check: RegisteredCheck }) {
  return (
    <article
      aria-label={`${check.title} (not implemented)`}
      className="rounded border border-dashed border-border p-3 text-muted"
      data-testid={`health-card-${check.id}`}
      data-grade="not-implemented"
    >
      <h3 className="font-semibold">{check.title}</h3>
      <p className="text-xs">
        {check.category} · <span className="font-mono">{check.id}</span>
      </p>
      <p className="mt-2 text-sm">Not implemented: {check.notImplementedReason}</p>
    </article>
  );
}
