"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { checkDate, resolveWindow } from "@/lib/outcomes/outcome-window";

/**
 * Why a custom range cannot be shown, on the field it concerns, or null. The same rules as the
 * route (`resolveWindow`), so a range the page refuses is never sent to be refused again as an error.
 */
export function rangeProblem(from: string, to: string, now: Date): { field: "from" | "to"; message: string } | null {
  if (!from || !checkDate(from)) return { field: "from", message: "Choose the first day of the range." };
  if (!to || !checkDate(to)) return { field: "to", message: "Choose the last day of the range." };
  const resolved = resolveWindow({ from, to }, now);
  if (resolved.ok) return null;
  if (from > to) return { field: "to", message: "The range ends before it starts: choose a last day on or after the first." };
  return { field: "to", message: `${resolved.message}.` };
}

/**
 * The custom range of /outcomes: two days, checked in the form. A range that ends before it starts
 * (typed, or arriving in the address) is refused on its field and nothing is asked of the service.
 */
export function RangeForm({
  from,
  to,
  active,
  now,
  onApply,
}: {
  /** The range in the address, if any: shown, and refused on its field when it cannot be used. */
  from: string | null;
  to: string | null;
  active: boolean;
  now: Date;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState({ from: from ?? "", to: to ?? "" });
  // A range from the address is checked at once; a typed one when it is submitted.
  const [problem, setProblem] = useState(() => (from !== null || to !== null ? rangeProblem(from ?? "", to ?? "", now) : null));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft.from, draft.to, now);
    setProblem(found);
    if (!found) onApply(draft);
  };
  const change = (field: "from" | "to", value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (problem) setProblem(null);
  };

  return (
    <form className="flex flex-wrap items-start gap-2" onSubmit={submit} aria-label="Custom range" noValidate>
      <Field label="From" dense error={problem?.field === "from" ? problem.message : undefined}>
        {(p) => <Input {...p} type="date" value={draft.from} onChange={(e) => change("from", e.target.value)} />}
      </Field>
      <Field label="To" dense error={problem?.field === "to" ? problem.message : undefined} className="max-w-[16rem]">
        {(p) => <Input {...p} type="date" value={draft.to} onChange={(e) => change("to", e.target.value)} />}
      </Field>
      <Button type="submit" variant={active ? "primary" : undefined} className="mt-4">
        Show range
      </Button>
    </form>
  );
}
