"use client";

import { useEffect, useState } from "react";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes on this page. Leave without saving them?";

/** The forms on the page that hold unsaved edits; one set of listeners serves them all, so one question is asked. */
const dirtyForms = new Set<symbol>();

/** Whether a form on the page holds unsaved edits right now. */
export const hasUnsavedChanges = (): boolean => dirtyForms.size > 0;

function onBeforeUnload(event: BeforeUnloadEvent) {
  // Already asked (Back, answered "leave"): the browser must not ask again.
  if (guard.leaving) return;
  // Browsers show their own wording; preventDefault (and returnValue for older ones) asks for it.
  event.preventDefault();
  event.returnValue = "";
}

/** A click that would move this tab to another page of the console: the App Router's links are plain anchors. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  const to = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (to.origin === here.origin && to.pathname === here.pathname && to.search === here.search) return null; // same page (a #hash)
  return anchor;
}

// ——— Back ———
// The browser's Back cannot be cancelled, so while a form is dirty one extra entry for this same
// page sits on top of the history: Back pops it (the page stays), and the question is asked then.
// The entry copies Next's own state (__NA and its tree): the App Router's popstate handler reloads
// the page for any state it does not know (node_modules/next/dist/client/components/app-router.js).
const GUARD = "__rampartUnsavedGuard";
const guard = { onTop: false, leaving: false, afterDrop: null as (() => void) | null };

function pushGuard() {
  if (guard.onTop) return;
  window.history.pushState({ ...window.history.state, [GUARD]: true }, "", window.location.href);
  guard.onTop = true;
}

/** Takes the extra entry away again (nothing unsaved any more, or leaving by a link), then runs `then`. */
function dropGuard(then?: () => void) {
  const onTop = guard.onTop && window.history.state?.[GUARD] === true;
  guard.onTop = false;
  if (!onTop) return then?.();
  // `then` waits for the pop (the listener is still there: the form is still dirty).
  guard.afterDrop = then ?? null;
  window.history.back();
}

function onPopState() {
  if (guard.leaving) {
    // The Back answered "leave": the page goes; a form on the next one starts afresh.
    guard.leaving = false;
    return;
  }
  if (guard.afterDrop) {
    const then = guard.afterDrop;
    guard.afterDrop = null;
    return then();
  }
  if (!guard.onTop) return;
  // Back took the extra entry: still this page, one entry down.
  guard.onTop = false;
  if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) return pushGuard();
  guard.leaving = true;
  window.history.back();
}

// ——— Links ———
let passing = false;

// Capture phase on the document: runs before React's own listener (and so before the Link's navigation).
function onClick(event: MouseEvent) {
  const anchor = leavingLink(event);
  if (!anchor) return;
  if (passing) return;
  if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  if (!guard.onTop) return;
  // Leaving: the extra entry goes first, or Back from the next page would land on it.
  event.preventDefault();
  event.stopPropagation();
  dropGuard(() => {
    // The same click again, let through this once (dispatch is synchronous).
    passing = true;
    anchor.click();
    passing = false;
  });
}

function sync() {
  const on = dirtyForms.size > 0;
  window.removeEventListener("beforeunload", onBeforeUnload);
  document.removeEventListener("click", onClick, true);
  window.removeEventListener("popstate", onPopState);
  if (on) {
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    if (!guard.leaving) pushGuard();
  } else if (guard.onTop) {
    dropGuard();
  }
}

/**
 * Leaves for another document (a full page load): asks the question first while a form holds
 * unsaved edits, and only once (the browser's own beforeunload question is not added to it).
 */
export function leavePageFor(href: string): void {
  if (dirtyForms.size > 0) {
    if (!window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    guard.leaving = true;
  }
  window.location.assign(href);
}

/**
 * While `dirty`, leaving the page asks first: a link within the console or the browser's Back
 * (confirm), and closing, reloading or typing another address (the browser's own beforeunload
 * question).
 */
export function useUnsavedChangesWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const form = Symbol("unsaved form");
    dirtyForms.add(form);
    sync();
    return () => {
      dirtyForms.delete(form);
      sync();
    };
  }, [dirty]);
}

/** Warns while `draft` differs from what it was when the form opened (compared as JSON). */
export function useDraftWarning(draft: unknown): void {
  const [opened] = useState(() => JSON.stringify(draft));
  useUnsavedChangesWarning(JSON.stringify(draft) !== opened);
}
