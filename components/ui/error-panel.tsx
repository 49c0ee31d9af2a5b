"use client";

import { ApiClientError } from "@/lib/queries/api-fetch";

/** A failed load or action: the console's message, the request id to quote, and a retry when there is one. */
export function ErrorPanel({ error, title = "Could not load", onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : "Something went wrong";
  const requestId = error instanceof ApiClientError ? error.requestId : undefined;
  return (
    <div role="alert" className="rounded border border-fail bg-fail-soft p-3 text-sm text-text">
      <p className="font-medium">{title}</p>
      <p>{message}</p>
      {requestId ? <p className="mt-1 font-mono text-xs">Request id: {requestId}</p> : null}
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-2 rounded border border-fail px-2 py-1 hover:bg-surface-sunken">
          Try again
        </button>
      ) : null}
    </div>
  );
}
