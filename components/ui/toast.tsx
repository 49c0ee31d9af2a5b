"use client";

import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { ToastInput, ToastRegionKind, ToastSink } from "./toast-viewport";

export type { ToastInput } from "./toast-viewport";

/**
 * Short-lived outcomes ("Copied.", "Renamed …") over the page's corner, so nothing moves. Both
 * live regions exist before any toast does, so screen readers announce what is added: success
 * and info politely, errors assertively. A toast hides itself after a while unless the pointer
 * or focus is on it; an error stays until dismissed (it may need reading twice).
 *
 * The toasts are Base UI's (`toast-viewport.tsx`), loaded once the page is up rather than with it:
 * Base UI's toast is about 26 kB gzipped, more than /reports' first-load budget has left. A toast
 * asked for before it has loaded waits and shows when it has. See docs/architecture.md ("Look").
 */

type ToastViewportModule = typeof import("./toast-viewport");
let loading: Promise<ToastViewportModule> | null = null;
/** Loads the toasts' module once (tests await it before showing one). */
export const loadToastViewport = () => {
  loading ??= import("./toast-viewport");
  return loading;
};

const regionOf = (toast: ToastInput): ToastRegionKind => (toast.tone === "error" ? "assertive" : "polite");

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast: `useToast()({ message: "Copied." })`. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [viewport, setViewport] = useState<ToastViewportModule | null>(null);
  const sinks = useRef<Partial<Record<ToastRegionKind, ToastSink>>>({});
  const waiting = useRef<ToastInput[]>([]);

  useEffect(() => {
    let mounted = true;
    void loadToastViewport().then((module) => {
      if (mounted) setViewport(module);
    });
    return () => {
      mounted = false;
    };
  }, []);

  const show = useCallback((toast: ToastInput) => {
    const sink = sinks.current[regionOf(toast)];
    if (sink) sink(toast);
    else waiting.current.push(toast);
  }, []);

  const connect = useCallback((kind: ToastRegionKind, sink: ToastSink | null) => {
    if (!sink) {
      delete sinks.current[kind];
      return;
    }
    sinks.current[kind] = sink;
    const mine = waiting.current.filter((toast) => regionOf(toast) === kind);
    waiting.current = waiting.current.filter((toast) => regionOf(toast) !== kind);
    for (const toast of mine) sink(toast);
  }, []);

  const Region = viewport?.ToastRegion;
  return (
    <ToastContext.Provider value={show}>
      {children}
      <section aria-label="Notifications" className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4">
        <div role="status" aria-live="polite">
          {Region ? <Region kind="polite" connect={connect} /> : null}
        </div>
        <div role="alert" aria-live="assertive">
          {Region ? <Region kind="assertive" connect={connect} /> : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
