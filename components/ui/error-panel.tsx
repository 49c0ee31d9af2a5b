"use client";

import { useEffect, useState } from "react";
import { ApiClientError } from "@/lib/api/errors";
import { isSessionEnded, signInHref } from "./session-end";

/** A failed load or action: the console's message, the request id to quote, and a retry when there is one. */
export function ErrorPanel({ error, title = "Could not load", onRetry }: { error: unknown; title?: string; onRetry?: () => void }) {
  if (isSessionEnded(error)) return <SessionEndedPanel />;
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

/** Trying again cannot help a call refused for want of a session: the way on is to sign in again, and back to this page. */
function SessionEndedPanel() {
  const [href, setHref] = useState("/sign-in");
  useEffect(() => setHref(signInHref(window.location)), []);
  return (
    <div role="alert" className="rounded border border-warn bg-warn-soft p-3 text-sm text-text">
      <p className="font-medium">Your session has ended</p>
      <p>Sign in again to go on.</p>
      <a href={href} className="mt-2 inline-block rounded border border-warn px-2 py-1 underline-offset-2 hover:underline">
        Sign in
      </a>
    </div>
  );
}
