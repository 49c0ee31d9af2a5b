"use client";

import { type FormEvent, useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { useDraftWarning } from "@/components/ui/use-unsaved-changes-warning";
import type { RuleView } from "@/lib/queries/alerts";

const HOURS = [1, 2, 4, 8, 24, 72] as const;

/** Mutes one rule, or every rule of a scope, for a number of hours, with a reason. */
export function SilenceForm({
  rules,
  pending,
  onSave,
  onCancel,
}: {
  rules: RuleView[];
  pending: boolean;
  onSave: (body: { ruleId?: number; scope?: string; endsAt: string; reason: string }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const scopes = [...new Set(rules.map((r) => r.scope))];
  const [target, setTarget] = useState(rules[0] ? `rule:${rules[0].id}` : "scope:own");
  const [hours, setHours] = useState("2");
  const [reason, setReason] = useState("");
  useDraftWarning({ target, hours, reason });

  function submit(event: FormEvent) {
    event.preventDefault();
    const endsAt = new Date(Date.now() + Number(hours) * 3_600_000).toISOString();
    const [kind, value] = [target.slice(0, target.indexOf(":")), target.slice(target.indexOf(":") + 1)];
    onSave(kind === "rule" ? { ruleId: Number(value), endsAt, reason } : { scope: value, endsAt, reason });
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-3 rounded border border-border p-3">
      <h3 id={`${id}-title`} className="font-medium">
        New silence
      </h3>
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-target`} className="block text-sm">
            Mute
          </label>
          <Select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)} className="mt-1 w-full">
            {rules.map((r) => (
              <option key={r.id} value={`rule:${r.id}`}>
                Rule: {r.name}
              </option>
            ))}
            {scopes.map((s) => (
              <option key={s} value={`scope:${s}`}>
                Every rule of scope {s}
              </option>
            ))}
          </Select>
        </div>
        <div className="w-32">
          <label htmlFor={`${id}-hours`} className="block text-sm">
            For
          </label>
          <Select id={`${id}-hours`} value={hours} onChange={(e) => setHours(e.target.value)} className="mt-1 w-full">
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {h} h
              </option>
            ))}
          </Select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-reason`} className="block text-sm">
            Reason
          </label>
          <Input id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} className="mt-1 w-full" autoComplete="off" />
        </div>
      </div>
      <div className="flex gap-2">
        <button type="submit" disabled={pending} className={buttonVariants({ variant: "primary" })}>
          {pending ? "Saving…" : "Silence"}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: "secondary" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
