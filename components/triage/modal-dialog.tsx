"use client";

import { type ReactNode, type RefObject, useEffect, useRef } from "react";

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked && hasCheckedSibling(el)));
}

/** In a radio group only the checked radio (or the first, when none is) takes part in Tab order. */
function hasCheckedSibling(radio: HTMLInputElement): boolean {
  return radio.form !== null && radio.name !== "" && [...radio.form.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${radio.name}"]`)].some((r) => r.checked);
}

/**
 * A native modal <dialog>: the page behind is inert, Tab cycles inside it, Escape calls
 * `onCancel`, and when it closes focus goes to `returnFocus()` (or back to whatever opened it).
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  onCancel,
  initialFocus,
  returnFocus,
  testId,
  children,
}: {
  open: boolean;
  labelledBy: string;
  describedBy?: string;
  onCancel: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes after closing; null or a detached element falls back to the opener. */
  returnFocus?: () => HTMLElement | null;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const target = initialFocus?.current ?? focusables(dialog)[0];
      target?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const preferred = returnFocusRef.current?.();
      const target = preferred?.isConnected ? preferred : opener.current?.isConnected ? opener.current : null;
      target?.focus();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the parent decides (it closes by setting `open` false, which restores focus).
        event.preventDefault();
        onCancel();
      }}
      onClose={() => {
        // The browser may close a modal itself (a repeated Escape skips `cancel`): keep state in step.
        if (openRef.current) onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab" || !ref.current) return;
        const items = focusables(ref.current);
        if (items.length === 0) return;
        const first = items[0]!;
        const last = items[items.length - 1]!;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-slate-300 bg-white p-5 text-slate-900 shadow-xl backdrop:bg-black/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {open ? children : null}
    </dialog>
  );
}
