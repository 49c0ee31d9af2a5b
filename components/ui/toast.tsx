"use client";

import { Toast as BaseToast } from "@base-ui/react/toast";
import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { cn } from "@/lib/cn";

/**
 * Short-lived outcomes ("Copied.", "Renamed …") over the page's corner, so nothing moves. Both
 * live regions exist before any toast does, so screen readers announce what is added: success
 * and info politely, errors assertively. A toast hides itself after a while unless the pointer
 * or focus is on it; an error stays until dismissed (it may need reading twice).
 *
 * Base UI's Toast keeps the list, the timers and their pausing. It has one viewport per provider
 * and announces urgent toasts in an `alert` it adds only when one exists, so the errors get a
 * provider and viewport of their own (an assertive region that is there before its first toast).
 * See docs/architecture.md ("Look").
 */

type Tone = "success" | "info" | "error";
export type ToastInput = { tone?: Tone; message: ReactNode; testId?: string };
type ToastData = { tone: Tone; message: ReactNode; testId?: string };
type ToastManager = ReturnType<typeof BaseToast.createToastManager<ToastData>>;

const HIDE_AFTER_MS = 6000;
const WORDS: Record<Tone, string> = { success: "Done:", info: "Note:", error: "Error:" };
const TONES: Record<Tone, string> = { success: "border-ok", info: "border-border", error: "border-fail" };
// At most three at once: Base UI marks the oldest beyond that `limited`, and it is hidden. Its list
// is newest first; the viewport reverses it so the newest sits nearest the corner, as before.
const LIMIT = 3;

// Base UI makes each toast a non-modal `dialog`; here it stays a plain part of its live region, as
// before, so a page's own dialog is still the only one on it (e2e finds that by role).
const NO_DIALOG_ROLE = { role: undefined, "aria-modal": undefined };

const ToastContext = createContext<(toast: ToastInput) => void>(() => {});

/** Shows a toast: `useToast()({ message: "Copied." })`. */
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [polite] = useState(() => BaseToast.createToastManager<ToastData>());
  const [assertive] = useState(() => BaseToast.createToastManager<ToastData>());
  const show = useCallback(
    (toast: ToastInput) => {
      const tone = toast.tone ?? "success";
      const manager = tone === "error" ? assertive : polite;
      manager.add({ data: { tone, message: toast.message, testId: toast.testId }, timeout: tone === "error" ? 0 : HIDE_AFTER_MS });
    },
    [polite, assertive],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section aria-label="Notifications" className="pointer-events-none fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4">
        <Region manager={polite} role="status" live="polite" />
        <Region manager={assertive} role="alert" live="assertive" />
      </section>
    </ToastContext.Provider>
  );
}

function Region({ manager, role, live }: { manager: ToastManager; role: "status" | "alert"; live: "polite" | "assertive" }) {
  return (
    <BaseToast.Provider toastManager={manager} limit={LIMIT}>
      <BaseToast.Viewport role={role} aria-live={live} aria-label={undefined} className="flex flex-col-reverse gap-2 outline-none">
        <Toasts />
      </BaseToast.Viewport>
    </BaseToast.Provider>
  );
}

function Toasts() {
  const { toasts, close } = BaseToast.useToastManager<ToastData>();
  return toasts.map((toast) => {
    const data = toast.data;
    if (!data) return null;
    return (
      <BaseToast.Root
        key={toast.id}
        toast={toast}
        swipeDirection={[]}
        {...NO_DIALOG_ROLE}
        data-testid={data.testId ?? "toast"}
        data-tone={data.tone}
        className={cn(
          "pointer-events-auto flex items-start gap-2 rounded border border-l-4 bg-surface-raised p-3 text-sm text-text shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 data-[limited]:hidden",
          TONES[data.tone],
        )}
      >
        <BaseToast.Description render={<p />} className="min-w-0 flex-1 break-words">
          <span className="font-semibold">{WORDS[data.tone]}</span> {data.message}
        </BaseToast.Description>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => close(toast.id)}
          className="shrink-0 rounded p-0.5 text-muted hover:bg-surface-sunken hover:text-text"
        >
          <X aria-hidden size={16} />
        </button>
      </BaseToast.Root>
    );
  });
}
