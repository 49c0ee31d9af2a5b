"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Button } from "./button";
import { ErrorPanel } from "./error-panel";
import { endSession, isSessionEnded } from "./session-end";

export { signInHref } from "./session-end";

/** Rows of grey bars standing in for content that is loading. */
export function Skeleton({ rows = 3, label = "Loading…" }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-4 animate-pulse rounded bg-surface-sunken" style={{ width: `${90 - ((i * 17) % 40)}%` }} />
      ))}
    </div>
  );
}

/** A line saying what is loading, where a skeleton would say too little ("Loading users…"). */
export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p aria-busy="true" className="text-sm">
      {children}
    </p>
  );
}

/**
 * The four states of a query, one way everywhere: a skeleton while loading; the error with a
 * retry (an ended session leads to /sign-in?next=<this page>); an empty answer with a way out;
 * else the data.
 */
export function QueryState<T>({
  query,
  isEmpty,
  empty,
  errorTitle = "Could not load",
  loading,
  children,
}: {
  query: Pick<UseQueryResult<T>, "data" | "error" | "isPending" | "isError" | "refetch">;
  isEmpty?: (data: T) => boolean;
  /** What to say when there is nothing, with a way out (e.g. a "Clear filters" button). */
  empty?: { message: string; action?: { label: string; onClick: () => void } };
  errorTitle?: string;
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const ended = query.isError && isSessionEnded(query.error);
  useEffect(() => {
    if (ended) endSession();
  }, [ended]);

  if (query.isPending) return <>{loading ?? <Skeleton />}</>;
  if (query.isError && query.data === undefined) {
    return <ErrorPanel error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  }
  // A settled query always holds data (TanStack Query refuses to resolve `undefined`); the check only narrows the type.
  if (query.data === undefined) return <>{loading ?? <Skeleton />}</>;
  const data: T = query.data;
  if (empty && isEmpty?.(data)) {
    return (
      <div className="rounded border border-dashed border-border p-6 text-center text-sm" data-testid="query-empty">
        <p>{empty.message}</p>
        {empty.action ? (
          <Button className="mt-2" onClick={empty.action.onClick}>
            {empty.action.label}
          </Button>
        ) : null}
      </div>
    );
  }
  return <>{children(data)}</>;
}
