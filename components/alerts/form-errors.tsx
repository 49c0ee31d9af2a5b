import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { Refusal } from "./use-save-form";

/** Above the buttons: that the save was refused, how many fields say why, and what has no field. */
export function FormErrorSummary({ refused }: { refused: Refusal | null }) {
  if (!refused) return null;
  const marked = refused.fieldCount > 0 ? `${refused.fieldCount === 1 ? "One field says" : `${refused.fieldCount} fields say`} what to change.` : "";
  return (
    <div role="alert" className="rounded border border-fail bg-fail-soft p-2 text-sm text-fail" data-testid="form-error-summary">
      <span className="font-semibold">Not saved.</span> {marked}
      {refused.summary.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {refused.summary.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The frame of an alert form: its title, its fields, the refusal summary, then save and cancel. */
export function SaveFormFrame({
  id,
  title,
  refused,
  pending,
  saveLabel,
  onSubmit,
  onCancel,
  className,
  children,
}: {
  id: string;
  title: string;
  refused: Refusal | null;
  pending: boolean;
  saveLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={`${id}-title`}
      className={cn("space-y-3 rounded border border-border p-3", className)}
    >
      <h3 id={`${id}-title`} className="font-medium">
        {title}
      </h3>
      {children}
      <FormErrorSummary refused={refused} />
      <div className="flex gap-2">
        <button type="submit" disabled={pending} className={buttonVariants({ variant: "primary" })}>
          {pending ? "Saving…" : saveLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: "secondary" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
