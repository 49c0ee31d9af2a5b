/** Under a field: its message, tied to the control by `id` (the control's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-0.5 text-xs text-fail" data-testid="field-error">
      {message}
    </p>
  );
}

/** Above the buttons: that the save was refused, how many fields say why, and what has no field. */
export function FormErrorSummary({ errors }: { errors: { failed: boolean; fieldCount: number; summary: string[] } }) {
  if (!errors.failed) return null;
  const marked = errors.fieldCount > 0 ? `${errors.fieldCount === 1 ? "One field says" : `${errors.fieldCount} fields say`} what to change.` : "";
  return (
    <div role="alert" className="rounded border border-fail bg-fail-soft p-2 text-sm text-fail" data-testid="form-error-summary">
      <span className="font-semibold">Not saved.</span> {marked}
      {errors.summary.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {errors.summary.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
