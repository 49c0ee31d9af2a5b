"use client";

import { useId } from "react";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { silenceInputSchema } from "@/lib/alerts/rule-schema";
import type { RuleView } from "@/lib/queries/alerts";
import { SaveFormFrame } from "./form-errors";
import { scopePhrase } from "./rule-wording";
import { useSaveForm } from "./use-save-form";

const HOURS = [1, 2, 4, 8, 24, 72] as const;

export type SilenceBody = { ruleId?: number; scope?: string; endsAt: string; reason: string };
/** `target` is `rule:<id>` or `scope:<scope>`; `hours` one of HOURS. */
type Draft = { target: string; hours: string; reason: string };

/** The body the form sends: one rule or one scope, ending `hours` from now. */
export function silenceBodyOf({ target, hours, reason }: Draft, now = Date.now()): SilenceBody {
  const endsAt = new Date(now + Number(hours) * 3_600_000).toISOString();
  const [kind, value] = [target.slice(0, target.indexOf(":")), target.slice(target.indexOf(":") + 1)];
  return kind === "rule" ? { ruleId: Number(value), endsAt, reason } : { scope: value, endsAt, reason };
}

/** The form field an issue's body path belongs to (lib/alerts/rule-schema.ts silenceInputSchema). */
const silenceFieldOf = (path: string): keyof Draft | null => (path === "reason" ? "reason" : path === "ruleId" || path === "scope" ? "target" : null);

// The route's own body schema (lib/api-routes/alerts.ts): nothing is sent that it refuses.
const resolver = bodyResolver<Draft, SilenceBody>({ schema: silenceInputSchema, toBody: (d) => silenceBodyOf(d), fieldOf: silenceFieldOf });

/** Mutes one rule, or every rule of a scope, for a number of hours, with a reason. */
export function SilenceForm({
  rules,
  pending,
  onSave,
  onCancel,
}: {
  rules: RuleView[];
  pending: boolean;
  onSave: (body: SilenceBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const scopes = [...new Set(rules.map((r) => r.scope))];
  const defaultValues = { target: rules[0] ? `rule:${rules[0].id}` : "scope:own", hours: "2", reason: "" };
  const { submit, refused, messageOf, register } = useSaveForm({ defaultValues, resolver, fieldOf: silenceFieldOf, error: null, onSave });

  return (
    <SaveFormFrame
      id={id}
      title="New silence"
      refused={refused}
      pending={pending}
      saveLabel="Silence"
      onSubmit={submit}
      onCancel={onCancel}
      className="max-w-3xl"
    >
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Mute" error={messageOf("target")} announce={false} className="min-w-56 flex-1">
          {(control) => (
            <Select {...control} {...register("target")} className="w-full">
              {rules.map((r) => (
                <option key={r.id} value={`rule:${r.id}`}>
                  Rule: {r.name}
                </option>
              ))}
              {scopes.map((s) => (
                <option key={s} value={`scope:${s}`}>
                  Every rule for {scopePhrase(s)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="For" className="w-32">
          {(control) => (
            <Select {...control} {...register("hours")} className="w-full">
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {h} h
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Reason" error={messageOf("reason")} announce={false} className="min-w-56 flex-1">
          {(control) => <Input {...control} {...register("reason")} className="w-full" autoComplete="off" />}
        </Field>
      </div>
    </SaveFormFrame>
  );
}
