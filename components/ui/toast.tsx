"use client";

import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";

/**
 * Short-lived outcomes ("Copied.", "Renamed …") over the page's corner, so nothing moves. Both
 * live regions exist before any toast does, so screen readers announce what is added: success
 * and info politely, errors assertively. A toast hides itself after a while unless the pointer
 * or focus is on it; an error stays until dismissed (it may need reading twice).
 * See docs/architecture.md ("Look").
 */

type Tone = "success" | "info" | "error";
export type ToastInput = { tone?: Tone; message: ReactNode; testId?: string };
type Toast = ToastInput & { id: number; tone: Tone };

const HIDE_AFTER_MS = 6000;
const WORDS: Record<Tone, string> = { success: "Done:", info: "Note:", error: "Error:" };
const TONES: Record<Tone, string> = { success: "border-ok", info: "border-border", error: "border-fail" };

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast: `useToast()({ message: "Copied." })`. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const show = useCallback((toast: ToastInput) => {
    nextId.current += 1;
    const id = nextId.current;
    // At most three at once: the oldest goes first.
    setToasts((list) => [...list.slice(-2), { ...toast, tone: toast.tone ?? "success", id }]);
  }, []);
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const region = (tones: Tone[]) => toasts.filter((t) => tones.includes(t.tone)).map((t) => <ToastItem key={t.id} toast={t} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section aria-label="Notifications" className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4">
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {region(["success", "info"])}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {region(["error"])}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.tone === "error" ? Number.POSITIVE_INFINITY : HIDE_AFTER_MS);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [paused, onDismiss, toast.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the Dismiss button is the control
    <div
      data-testid={toast.testId ?? "toast"}
      data-tone={toast.tone}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`pointer-events-auto flex items-start gap-2 rounded border-l-4 border bg-surface-raised p-3 text-sm text-text shadow-lg ${TONES[toast.tone]}`}
    >
      <p className="min-w-0 flex-1 break-words">
        <span className="font-semibold">{WORDS[toast.tone]}</span> {toast.message}
      </p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => onDismiss(toast.id)}
        className="shrink-0 rounded p-0.5 text-muted hover:bg-surface-sunken hover:text-text"
      >
        <X aria-hidden size={16} />
      </button>
    </div>
  );
}
