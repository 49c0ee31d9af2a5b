"use client";

import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

/**
 * The one dialog: a native modal <dialog> (`showModal`), so the browser makes the page behind
 * inert, keeps Tab inside and turns Escape into `onClose`. It is labelled by its title (and
 * described by `description` when given); when it closes, focus goes to `returnFocus()` or back
 * to whatever opened it. See docs/architecture.md ("Look").
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  initialFocus,
  returnFocus,
  testId,
  size = "md",
  children,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Escape, or the browser closing the dialog; the parent closes it by setting `open` false. */
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes after closing; null or a detached element falls back to the opener. */
  returnFocus?: () => HTMLElement | null;
  testId?: string;
  size?: "sm" | "md";
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, returnFocus, onClose });
  latest.current = { open, returnFocus, onClose };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const preferred = latest.current.returnFocus?.();
      const target = preferred?.isConnected ? preferred : opener.current?.isConnected ? opener.current : null;
      target?.focus();
    }
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      data-testid={testId}
      onCancel={(event) => {
        // Escape: the parent decides (it closes by setting `open` false, which restores focus).
        event.preventDefault();
        latest.current.onClose();
      }}
      onClose={() => {
        // The browser may close a modal itself (a repeated Escape skips `cancel`): keep state in step.
        if (latest.current.open) latest.current.onClose();
      }}
      className={`m-auto ${size === "sm" ? "w-[min(28rem,calc(100vw-2rem))]" : "w-[min(36rem,calc(100vw-2rem))]"} rounded-lg border border-border bg-surface p-5 text-text shadow-xl backdrop:bg-black/50`}
    >
      {open ? (
        <>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <div id={`${id}-description`} className="mt-1 text-sm">
              {description}
            </div>
          ) : null}
          {children}
        </>
      ) : null}
    </dialog>
  );
}
