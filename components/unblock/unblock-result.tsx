"use client";

import { Button } from "@/components/ui/button";
import type { UnblockResult } from "@/lib/contract/unblock";
import { NOT_SENT } from "@/lib/format/not-sent";
import { focusOnMount } from "./focus-on-mount";
import { OUTCOME_TITLES, unblockOutcome } from "./unblock-input";

const EXPLANATION = {
  unblocked: "The asset belongs to this organization and is no longer blocked.",
  dispute: "The asset is not this organization's, so it stays blocked; a dispute was opened for the service to review.",
  unchanged: "The service made no change.",
  unknown: `The service accepted the request, but whether it unblocked the asset or opened a dispute was ${NOT_SENT}. Search the asset to see its status.`,
} as const;

const TONE = {
  unblocked: "border-ok bg-ok-soft",
  dispute: "border-accent bg-accent-soft",
  unchanged: "border-warn bg-warn-soft",
  unknown: "border-border bg-surface-sunken",
} as const;

export function UnblockResultPanel({ result, onAgain }: { result: UnblockResult; onAgain: () => void }) {
  const outcome = unblockOutcome(result);
  return (
    <section
      role="status"
      aria-labelledby="unblock-result-title"
      data-testid="unblock-result"
      data-outcome={outcome}
      className={`max-w-2xl space-y-2 rounded border p-4 ${TONE[outcome]}`}
    >
      <h2 id="unblock-result-title" ref={focusOnMount} tabIndex={-1} className="text-lg font-semibold outline-none">
        {OUTCOME_TITLES[outcome]}
      </h2>
      <p className="text-sm">{EXPLANATION[outcome]}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">Content</dt>
        <dd className={result.content === null ? "text-muted" : "break-all font-mono"} data-testid="result-content">
          {result.content ?? NOT_SENT}
        </dd>
        <dt className="font-medium">Service message</dt>
        <dd className={result.message === null ? "text-muted" : undefined} data-testid="result-message">
          {result.message ?? NOT_SENT}
        </dd>
        <dt className="font-medium">Dispute created</dt>
        <dd className={result.disputeCreated === null ? "text-muted" : undefined} data-testid="result-dispute">
          {result.disputeCreated === null ? NOT_SENT : result.disputeCreated ? "Yes" : "No"}
        </dd>
      </dl>
      <Button onClick={onAgain}>Unblock another asset</Button>
    </section>
  );
}
