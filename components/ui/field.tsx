"use client";

import { type ReactNode, useId } from "react";

/** The props a Field hands its control so the label, hint and error are tied to it. */
export type FieldControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/**
 * A labelled form control with an optional hint and an error announced with role=alert:
 * `<Field label="Name" hint="1–255 characters" error={problem}>{(p) => <Input {...p} />}</Field>`.
 * `dense`: the small muted label of filter bars, the control right under it.
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
  dense = false,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  dense?: boolean;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={dense ? "block text-xs font-medium text-muted" : "block text-sm font-medium"}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <div className={dense ? undefined : "mt-1"}>{children({ id, "aria-describedby": described || undefined, "aria-invalid": error ? true : undefined })}</div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-0.5 text-xs text-fail">
          {error}
        </p>
      ) : null}
    </div>
  );
}
