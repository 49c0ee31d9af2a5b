"use client";

import { ApiClientError } from "@/lib/api/errors";
import { Button } from "./button";

/**
 * The foot of an infinite list whose next page failed: what could not be loaded, the service's
 * message with its request id when there is one, and a Retry. Assertive (role=alert): the reader
 * was waiting for more rows.
 */
export function NextPageError({ what, error, onRetry, testId }: { what: string; error: unknown; onRetry: () => void; testId?: string }) {
  const requestId = error instanceof ApiClientError ? error.requestId : undefined;
  return (
    <div role="alert" data-testid={testId} className="flex flex-wrap items-center gap-2 text-fail">
      <span>
        Could not load more {what}: {error instanceof Error ? error.message : "unknown error"}
        {requestId ? <span className="ml-1 font-mono text-xs">(request id {requestId})</span> : null}
      </span>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
