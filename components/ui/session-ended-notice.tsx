"use client";

import { useSyncExternalStore } from "react";
import { sessionEndSnapshot, subscribeSessionEnd } from "./session-end";
import { leavePageFor } from "./use-unsaved-changes-warning";

/**
 * Says that the session ended: briefly while the page goes to sign-in, and for as long as unsaved
 * edits keep the page here, with the two ways to sign in again.
 */
export function SessionEndedNotice() {
  const ended = useSyncExternalStore(subscribeSessionEnd, sessionEndSnapshot, () => null);
  if (!ended) return null;
  if (ended.state === "leaving") {
    return (
      <p role="status" data-testid="session-ended" className="border-b border-border bg-surface-sunken px-4 py-2 text-sm">
        Your session has ended. Taking you to sign in…
      </p>
    );
  }
  return (
    <div role="alert" data-testid="session-ended" className="sticky top-0 z-40 border-b border-warn bg-warn-soft px-4 py-2 text-sm text-text">
      <p>
        <strong>Your session has ended.</strong> What you typed on this page is kept. Sign in again in a new tab, then come back and save it here.
      </p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        <a href={ended.href} target="_blank" rel="noopener" className="font-medium underline underline-offset-2">
          Sign in in a new tab
        </a>
        <button type="button" onClick={() => leavePageFor(ended.href)} className="underline underline-offset-2">
          Sign in here
        </button>
      </p>
    </div>
  );
}
