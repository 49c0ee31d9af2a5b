"use client";

import { Toast as BaseToast } from "@base-ui/react/toast";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { cn } from "@/lib/cn";

/**
 * The toasts themselves, on Base UI's Toast: its manager keeps the list, the timers and their
 * pausing while the pointer or focus is on a toast, and closes a focused toast on Escape. This
 * module is loaded after the page (`toast.tsx`), so Base UI is not first-load JavaScript.
 */

export type Tone = "success" | "info" | "error";
export type ToastInput = { tone?: Tone; message: ReactNode; testId?: string };
export type ToastRegionKind = "polite" | "assertive";
/** What `toast.tsx` calls to show a toast in a region, once that region has loaded. */
export type ToastSink = (toast: ToastInput) => void;
type ToastData = { tone: Tone; message: ReactNode; testId?: string };

const HIDE_AFTER_MS = 6000;
const WORDS: Record<Tone, string> = { success: "Done:", info: "Note:", error: "Error:" };
const TONES: Record<Tone, string> = { success: "border-ok", info: "border-border", error: "border-fail" };
// At most three at once: Base UI marks the oldest beyond that `limited`, and it is hidden. Its list
// is newest first; the viewport reverses it so the newest sits nearest the corner, as before.
const LIMIT = 3;
// The live region is `toast.tsx`'s element around the viewport (there before this module loads),
// so the viewport is a plain container: no region role, no live region of its own inside it.
const NOT_A_LIVE_REGION = { role: undefined, "aria-live": undefined, "aria-atomic": undefined, "aria-relevant": undefined, "aria-label": undefined };
// Base UI makes each toast a non-modal `dialog`; here it stays a plain part of its live region, as
// before, so a page's own dialog is still the only one on it (e2e finds that by role).
const NO_DIALOG_ROLE = { role: undefined, "aria-modal": undefined };

/** One region's toasts: errors stay until dismissed, the others hide after a while. */
export function ToastRegion({ kind, connect }: { kind: ToastRegionKind; connect: (kind: ToastRegionKind, sink: ToastSink | null) => void }) {
  const [manager] = useState(() => BaseToast.createToastManager<ToastData>());
  // Runs after Base UI's provider (a child) has subscribed to the manager.
  useEffect(() => {
    connect(kind, (toast) => {
      const tone = toast.tone ?? "success";
      manager.add({ data: { tone, message: toast.message, testId: toast.testId }, timeout: tone === "error" ? 0 : HIDE_AFTER_MS });
    });
    return () => connect(kind, null);
  }, [connect, kind, manager]);
  return (
    <BaseToast.Provider toastManager={manager} limit={LIMIT}>
      <BaseToast.Viewport {...NOT_A_LIVE_REGION} className="flex flex-col-reverse gap-2 outline-none">
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
