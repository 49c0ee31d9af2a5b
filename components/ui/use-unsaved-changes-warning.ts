"use client";

import { useEffect, useState } from "react";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes on this page. Leave without saving them?";

/** The forms on the page that hold unsaved edits; one set of listeners serves them all, so one question is asked. */
const dirtyForms = new Set<symbol>();

function onBeforeUnload(event: BeforeUnloadEvent) {
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

// Capture phase on the document: runs before React's own listener (and so before the Link's navigation).
function onClick(event: MouseEvent) {
  if (!leavingLink(event)) return;
  if (window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
  event.preventDefault();
  event.stopPropagation();
}

function sync() {
  const on = dirtyForms.size > 0;
  window.removeEventListener("beforeunload", onBeforeUnload);
  document.removeEventListener("click", onClick, true);
  if (on) {
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
  }
}

/**
 * While `dirty`, leaving the page asks first: a link within the console (confirm), and closing,
 * reloading or typing another address (the browser's own beforeunload question).
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
