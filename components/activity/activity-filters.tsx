"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { fromUtcInputValue, toUtcInputValue } from "@/lib/format/utc-input";
import type { ActivityFilterValues as FilterValues } from "@/lib/queries/activity";
import { KNOWN_AUDIT_ACTIONS } from "./known-actions";

const OUTCOMES = [
  { value: "success", label: "Succeeded" },
  { value: "failure", label: "Refused" },
  { value: "error", label: "Failed" },
] as const;

/** Filters applied together on submit, so each change of filters is one history entry. */
export function ActivityFilters({ value, usernames, onApply }: { value: FilterValues; usernames: string[]; onApply: (next: FilterValues) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const actions = Object.keys(KNOWN_AUDIT_ACTIONS);
  if (value.action && !actions.includes(value.action)) actions.push(value.action);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim() || null;
    const fromText = text("from");
    const toText = text("to");
    const from = fromText ? fromUtcInputValue(fromText) : null;
    const to = toText ? fromUtcInputValue(toText) : null;
    if ((fromText && !from) || (toText && !to)) return setProblem("Enter the times as date and time, e.g. 2026-11-20 12:00.");
    if (from && to && from >= to) return setProblem("“From” must be before “To”.");
    setProblem(null);
    const outcome = text("outcome");
    onApply({
      user: text("user"),
      action: text("action"),
      outcome: OUTCOMES.some((o) => o.value === outcome) ? (outcome as FilterValues["outcome"]) : null,
      from,
      to,
    });
  }

  // Re-mount the inputs when the URL changes (Back/Forward), so they show what is applied.
  const key = JSON.stringify([value.user, value.action, value.outcome, value.from?.toISOString(), value.to?.toISOString()]);

  return (
    <form key={key} onSubmit={submit} aria-label="Filter the activity" className="mb-4 flex flex-wrap items-end gap-3" noValidate>
      <div className="flex flex-col">
        <label htmlFor={`${id}-user`} className="text-sm font-medium">
          User
        </label>
        <Input id={`${id}-user`} name="user" defaultValue={value.user ?? ""} list={`${id}-users`} className="w-40" autoComplete="off" />
        <datalist id={`${id}-users`}>
          {usernames.map((u) => (
            <option key={u} value={u} />
          ))}
        </datalist>
      </div>
      {/* min-w-0 and max-w-full: the select is as wide as its longest option, wider than a 390 px screen. */}
      <div className="flex min-w-0 max-w-full flex-col">
        <label htmlFor={`${id}-action`} className="text-sm font-medium">
          Action
        </label>
        <Select id={`${id}-action`} name="action" defaultValue={value.action ?? ""} className="max-w-full">
          <option value="">Any action</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {KNOWN_AUDIT_ACTIONS[a] ? `${KNOWN_AUDIT_ACTIONS[a]} (${a})` : a}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-outcome`} className="text-sm font-medium">
          Outcome
        </label>
        <Select id={`${id}-outcome`} name="outcome" defaultValue={value.outcome ?? ""}>
          <option value="">Any outcome</option>
          {OUTCOMES.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-from`} className="text-sm font-medium">
          From (UTC)
        </label>
        <Input id={`${id}-from`} name="from" type="datetime-local" defaultValue={toUtcInputValue(value.from)} />
      </div>
      <div className="flex flex-col">
        <label htmlFor={`${id}-to`} className="text-sm font-medium">
          To (UTC)
        </label>
        <Input id={`${id}-to`} name="to" type="datetime-local" defaultValue={toUtcInputValue(value.to)} />
      </div>
      <Button variant="primary" type="submit">
        Apply filters
      </Button>
      <Button
        onClick={() => {
          setProblem(null);
          onApply({ user: null, action: null, outcome: null, from: null, to: null });
        }}
      >
        Clear
      </Button>
      {problem ? (
        <p role="alert" className="basis-full text-sm text-fail">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
