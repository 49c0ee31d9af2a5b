"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { QueryState } from "@/components/ui/query-state";
import { Section } from "@/components/ui/section";
import { formatCount } from "@/lib/format/number";
import { formatDateTime } from "@/lib/format/time";
import { type ActivityEvent, activityListQuery } from "@/lib/queries/activity";

/** The audit action POST /api/asset/unblock records (app/api/asset/unblock/route.ts). */
const UNBLOCK_ACTION = "asset.unblock";
const FILTERS = { user: null, action: UNBLOCK_ACTION, outcome: null, from: null, to: null };

// The service lists no disputes (interface-v2 §4.8 names "Create dispute" only), so the
// console's own audit log of what was sent from here is the list. Whether the service unblocked
// or opened a dispute is in its answer, which the log does not keep.
const OUTCOME_WORDS: Record<string, string> = {
  pending: "Sending, or stopped before the service answered",
  success: "Accepted by the service",
  failure: "Refused",
  error: "Failed: the service or the console erred",
};

function field(summary: unknown, key: string): string | null {
  if (summary === null || typeof summary !== "object") return null;
  const value = (summary as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function outcomeWords(e: ActivityEvent): string {
  const words = OUTCOME_WORDS[e.outcome] ?? e.outcome;
  return e.outcome === "failure" && e.httpStatus !== null ? `${words} (status ${e.httpStatus})` : words;
}

function SentRequest({ event }: { event: ActivityEvent }) {
  const asset = field(event.inputSummary, "content") ?? event.target?.replace(/^asset:/, "") ?? null;
  const reason = field(event.inputSummary, "reason");
  return (
    <li className="space-y-1 rounded border border-border p-3 text-sm" data-testid="unblock-request">
      <p className="break-all font-mono">{asset ?? "Asset not recorded"}</p>
      <p>
        <span className="font-medium">Reason: </span>
        {reason ?? <span className="text-muted">not recorded</span>}
      </p>
      <p className="text-muted">
        {formatDateTime(event.occurredAt)} · by {event.username ?? "an unknown user"} · {outcomeWords(event)}
      </p>
    </li>
  );
}

/** Unblock requests and disputes sent from this console, newest first, as its activity log recorded them. */
export function RequestsSent() {
  const query = useInfiniteQuery(activityListQuery(FILTERS));
  const events = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Section
      headingId="unblock-requests-sent"
      title="Requests and disputes sent"
      description="Sent from this console, newest first. The service lists no disputes, so this is the console's own record; whether each unblocked the asset or opened a dispute was the service's answer at the time."
    >
      <QueryState
        query={{ ...query, data: query.data }}
        isEmpty={() => events.length === 0}
        empty={{ message: "No unblock requests or disputes have been sent from this console yet." }}
        errorTitle="Could not load the requests sent"
      >
        {() => (
          <>
            <p className="text-sm">
              {formatCount(events.length)} {events.length === 1 ? "request" : "requests"}
              {query.hasNextPage ? " shown" : ""}
            </p>
            <ul className="space-y-2">
              {events.map((e) => (
                <SentRequest key={e.id} event={e} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {query.isFetchingNextPage ? "Loading…" : "Show more"}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Section>
  );
}
