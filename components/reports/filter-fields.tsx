"use client";

import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { UrlTextForm } from "@/components/ui/url-text-form";
import { useCommittedDraft } from "@/components/ui/use-committed-draft";

/** The dense label of a filter that is a group (a legend), as `Field dense` writes its labels. */
export const LABEL = "block text-xs font-medium text-muted";

type Check = { ok: true; value: string } | { ok: false; reason: string };

/**
 * A text filter applied on Enter or when the field loses focus (not per keystroke: every
 * applied filter is a history entry). Follows the URL when it changes (Back); text typed while
 * the page loads is kept, and Enter before hydration submits the page's address with it.
 */
export function CommitTextField({
  name,
  label,
  value,
  onCommit,
  check,
  inputMode,
  placeholder,
  type = "text",
}: {
  /** The field's key in the page's address. */
  name: string;
  label: string;
  value: string | undefined;
  onCommit: (value: string | null) => void;
  check: (raw: string) => Check;
  inputMode?: "numeric" | "text";
  placeholder?: string;
  type?: "text" | "search";
}) {
  const { ref, draft, setDraft } = useCommittedDraft(value ?? "");
  // A refusal belongs to the value it was made against: a new value in the address (Back) hides it.
  const [refusal, setRefusal] = useState<{ reason: string; against: string | undefined } | null>(null);
  const error = refusal && refusal.against === value ? refusal.reason : null;
  const setError = (reason: string | null) => setRefusal(reason === null ? null : { reason, against: value });

  const commit = () => {
    if (draft.trim() === "") {
      setError(null);
      if (value !== undefined) onCommit(null);
      return;
    }
    const result = check(draft);
    if (!result.ok) {
      setError(result.reason);
      return;
    }
    setError(null);
    if (result.value !== value) onCommit(result.value);
  };

  return (
    <UrlTextForm name={name} className="contents">
      <Field label={label} error={error} dense>
        {(control) => (
          <Input
            {...control}
            ref={ref}
            name={name}
            type={type}
            value={draft}
            inputMode={inputMode}
            placeholder={placeholder}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commit();
              }
            }}
            className="w-full"
          />
        )}
      </Field>
    </UrlTextForm>
  );
}

export type SelectOption = { value: string; label: string };

/** A select whose empty choice means "any" (the filter unset). Groups become <optgroup>s. */
export function SelectField({
  label,
  value,
  onChange,
  groups,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | null) => void;
  groups: { label?: string; options: readonly SelectOption[] }[];
}) {
  return (
    <Field label={label} dense>
      {(control) => (
        <Select {...control} value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)} className="w-full">
          <option value="">Any</option>
          {groups.map((group, i) =>
            group.label ? (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              group.options.map((o) => (
                <option key={`${i}-${o.value}`} value={o.value}>
                  {o.label}
                </option>
              ))
            ),
          )}
        </Select>
      )}
    </Field>
  );
}
