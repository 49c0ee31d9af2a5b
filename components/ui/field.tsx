"use client";

import { type ReactNode, useId } from "react";

/** The props a Field hands its control so the label, hint and error are tied to it. */
export type FieldControlProps = { id: string; "aria-describedby"?: string; "aria-invalid"?: true };

/**
 * A labelled form control with an optional hint and an error announced with role=alert:
 * `<Field label="Name" hint="1–255 characters" error={problem}>{(p) => <Input {...p} />}</Field>`.
 * `dense`: the small muted label of filter bars, the control right under it. `announce={false}`: the
 * error is not a live region of its own, for a form whose summary already announces the refusal
 * (two alerts at once are read over each other).
 */
export function Field({
  label,
  hint,
  error,
  children,
  className,
  dense = false,
  announce = true,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
  dense?: boolean;
  announce?: boolean;
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
      <FieldErrorText id={`${id}-error`} announce={announce}>
        {error}
      </FieldErrorText>
    </div>
  );
}

/**
 * A control's error under it, for a group `Field` does not fit (a fieldset of radios or checkboxes):
 * `id` for the group's aria-describedby; nothing without an error.
 */
export function FieldErrorText({ id, announce = true, children }: { id: string; announce?: boolean; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role={announce ? "alert" : undefined} className="mt-0.5 text-xs text-fail" data-testid="field-error">
      {children}
    </p>
  );
}
