import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * The look of every text control (input, select, textarea) on theme tokens: the border turns to
 * the failure colour when the control is `aria-invalid`. Layout (width, margin) stays with the caller.
 * See docs/architecture.md ("Look").
 */
export const controlClass =
  "rounded border border-border bg-surface px-2 py-1 text-sm text-text aria-[invalid=true]:border-fail disabled:cursor-not-allowed disabled:opacity-60";

/** The one text input: `<Input {...control} value={…} />` inside a `Field`, or with its own label. */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClass, className)} {...props} />;
}

/** A native select with the look of `Input` (native keeps the platform's keyboard and screen-reader behaviour). */
export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(controlClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClass, className)} {...props} />;
}
