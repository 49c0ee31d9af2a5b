"use client";

import type { Ref } from "react";
import { FieldErrorText } from "@/components/ui/field";

/** A required radio group with its legend and its error, wired for screen readers. */
export function ChoiceGroup({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  firstRef,
}: {
  id: string;
  legend: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  firstRef?: Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="mt-4" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">
        {legend} <span className="font-normal text-muted">(required)</span>
      </legend>
      <div className="mt-1 grid gap-1 sm:grid-cols-2">
        {options.map((option, index) => (
          <label key={option.value} className="flex items-start gap-2 rounded px-1 py-0.5 text-sm hover:bg-surface-sunken">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              data-field={id}
              aria-describedby={option.hint ? `${id}-${index}-hint` : undefined}
              className="mt-1"
            />
            <span>
              {option.label}
              {option.hint ? (
                <span id={`${id}-${index}-hint`} className="block text-xs text-muted">
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldErrorText id={errorId}>{error}</FieldErrorText>
    </fieldset>
  );
}
