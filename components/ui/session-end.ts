"use client";

import { ApiClientError } from "@/lib/api/errors";
import { safeNextPath } from "@/lib/safe-next";
import { hasUnsavedChanges } from "./use-unsaved-changes-warning";

/**
 * A 401 from the console's own API: the session is over (signed out elsewhere, expired, the user
 * removed or their role changed). A wrong password at sign-in is a 401 too, but it is answered to
 * the sign-in form, never to a page.
 */
export const isSessionEnded = (error: unknown): boolean => error instanceof ApiClientError && error.status === 401 && error.code !== "INVALID_CREDENTIALS";

/** Where an ended session should go: sign-in, then back to this very page (path and query). */
export function signInHref(location: { pathname: string; search: string }): string {
  return `/sign-in?next=${encodeURIComponent(safeNextPath(`${location.pathname}${location.search}`))}`;
}

/** The page's ended session: `leaving` while the page goes to sign-in, `kept` while unsaved edits hold it here. */
export type SessionEnd = { state: "leaving" | "kept"; href: string } | null;

let current: SessionEnd = null;
let signingOut = false;
const listeners = new Set<() => void>();

function set(next: SessionEnd) {
  current = next;
  for (const listener of listeners) listener();
}

export const sessionEndSnapshot = (): SessionEnd => current;

export function subscribeSessionEnd(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The session ended: go to sign-in with the way back to this page. A page with unsaved edits
 * stays (leaving would lose them, and the unsaved-changes question would only offer to lose them
 * or to stay on a dead page): it says so, and offers sign-in in a new tab, after which saving here
 * works again, or here, which asks the unsaved-changes question first.
 */
export function endSession(): void {
  if (signingOut || current?.state === "leaving") return;
  const href = signInHref(window.location);
  if (hasUnsavedChanges()) {
    if (current === null) set({ state: "kept", href });
    return;
  }
  set({ state: "leaving", href });
  window.location.assign(href);
}

/**
 * The user signs out: a 401 answered to a call still in flight is that sign-out, not a session
 * that ended elsewhere. Going to sign-in then would cut short the way out the sign-out takes (the
 * identity provider's end-session page, components/shell/sign-out-button.tsx).
 */
export function signOutStarted(): void {
  signingOut = true;
}

/** A call was answered again (signed in in another tab): a kept page works again. */
export function sessionResumed(): void {
  if (current?.state === "kept") set(null);
}

/** Tests only: forget an ended session. */
export function resetSessionEnd(): void {
  signingOut = false;
  set(null);
}
