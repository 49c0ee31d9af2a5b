"use client";

import { useState } from "react";
import { Button } from "./button";
import { Field } from "./field";
import { Input } from "./input";

export type TokenCheck = { ok: true; value: string } | { ok: false; reason: string };

/**
 * Free-text values entered one at a time (Enter, Add, or leaving the field), each checked before
 * it is kept; shown as removable chips. Text typed and not added is never dropped silently.
 * The label, the field and its reason are the shared `Field` and `Input`.
 */
export function TokenInput({
  label,
  values,
  onChange,
  check,
  placeholder,
  testId,
}: {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  check: (raw: string) => TokenCheck;
  placeholder?: string;
  testId?: string;
}) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    if (draft.trim() === "") return;
    const result = check(draft);
    if (!result.ok) {
      setError(`${draft.trim()}: ${result.reason}`);
      return;
    }
    setError(null);
    setDraft("");
    if (!values.includes(result.value)) onChange([...values, result.value]);
  };

  return (
    <div data-testid={testId}>
      <Field label={label} error={error} dense>
        {(control) => (
          <div className="flex gap-1">
            <Input
              {...control}
              value={draft}
              placeholder={placeholder}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  add();
                }
              }}
              onBlur={add}
              className="min-w-0 flex-1"
            />
            <Button onClick={add}>Add</Button>
          </div>
        )}
      </Field>
      {values.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={`${label}: chosen`}>
          {values.map((value) => (
            <li key={value} className="flex items-center gap-1 rounded bg-surface-sunken px-1.5 py-0.5 text-xs">
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => onChange(values.filter((v) => v !== value))}
                className="rounded px-0.5 hover:bg-surface-sunken"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
