"use client";

import type { ReactNode } from "react";

const TONES = {
  success: "border-ok bg-ok-soft text-ok",
  error: "border-fail bg-fail-soft text-fail",
  warning: "border-warn bg-warn-soft text-text",
  info: "border-border bg-surface-raised text-text",
} as const;

const LABELS = { success: "Done:", error: "Error:", warning: "Warning:", info: "Note:" } as const;

/** The outcome of an action. Errors interrupt (alert); the rest is announced politely. The word before it says the tone without colour. */
export function ActionNotice({
  tone,
  children,
  requestId,
  onDismiss,
  testId,
  id,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  requestId?: string;
  onDismiss?: () => void;
  testId?: string;
  id?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      id={id}
      data-testid={testId}
      className={`flex items-start justify-between gap-3 rounded border p-3 text-sm ${TONES[tone]}`}
    >
      <div>
        <span className="font-semibold">{LABELS[tone]}</span> {children}
        {requestId ? <span className="mt-1 block font-mono text-xs">Request id: {requestId}</span> : null}
      </div>
      {onDismiss ? (
        <button type="button" onClick={onDismiss} className="shrink-0 rounded px-2 py-0.5 underline underline-offset-2">
          Dismiss
        </button>
      ) : null}
    </div>
  );
}
