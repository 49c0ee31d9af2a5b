"use client";

import { useEffect, useMemo } from "react";
import { type FieldError, type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import { parameterLabel, parametersInWords } from "@/lib/format/health-values";
import { parseThresholds } from "./threshold-params";

const UNIT_LABEL = { hours: "hours", days: "days", count: "count", multiplier: "times" } as const;

type Raw = Record<string, string>;
type Overrides = Record<string, number>;

/**
 * The check's own body schema (parseThresholds, the one its /api route applies) as a resolver: each
 * problem on its parameter's field, and all of them, in words, in `root` for the line above the buttons.
 */
function thresholdResolver(check: HealthcheckDescriptor): Resolver<Raw, unknown, Overrides> {
  const keys = check.parameters.map((p) => p.name);
  return (raw) => {
    const parsed = parseThresholds(check, raw);
    if (parsed.ok) return { values: parsed.overrides, errors: {} };
    const words = (message: string) => parametersInWords(message, keys);
    const errors: Record<string, FieldError> = {};
    for (const p of check.parameters) {
      const own = parsed.errors.filter((e) => e.param === p.name);
      if (own.length > 0) errors[p.name] = { type: "schema", message: own.map((e) => words(e.message)).join(" ") };
    }
    const general = parsed.errors.filter((e) => !e.param || !keys.includes(e.param));
    const all = [...general, ...parsed.errors.filter((e) => !general.includes(e))];
    errors.root = { type: "schema", message: `Not sent: ${all.map((e) => words(e.message)).join("; ")}.` };
    return { values: {}, errors };
  };
}

/**
 * The check's documented parameters as inputs (blank = the service's default). Validated with the
 * check's own schema before anything is sent; applied values go to the URL.
 */
export function ThresholdForm({
  check,
  current,
  onApply,
}: {
  check: HealthcheckDescriptor;
  /** The raw values now in the URL, by parameter name. */
  current: Record<string, string>;
  onApply: (overrides: Record<string, number>) => void;
}) {
  const resolver = useMemo(() => thresholdResolver(check), [check]);
  // Every parameter has a value ("" = the default): react-hook-form resets to its first values when given none.
  const rawOf = (values: Raw): Raw => Object.fromEntries(check.parameters.map((p) => [p.name, values[p.name] ?? ""]));
  const form = useForm<Raw, unknown, Overrides>({ resolver, defaultValues: rawOf(current), reValidateMode: "onSubmit" });
  const { errors } = form.formState;
  const currentKey = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL's values (by content), not the function that spreads them.
  useEffect(() => form.reset(rawOf(JSON.parse(currentKey))), [currentKey, form]);

  if (check.parameters.length === 0) return <p className="text-sm text-muted">This check has no thresholds to set.</p>;

  return (
    <form onSubmit={form.handleSubmit((overrides) => onApply(overrides))} noValidate className="space-y-2 text-sm" aria-label={`Thresholds of ${check.title}`}>
      <div className="grid gap-2 sm:grid-cols-2">
        {check.parameters.map((p) => (
          <Field
            key={p.name}
            label={
              <>
                <span title={p.name}>{parameterLabel(p.name)}</span> <span className="font-normal text-muted">({UNIT_LABEL[p.unit]})</span>
              </>
            }
            hint={p.description}
            error={errors[p.name]?.message}
            announce={false}
          >
            {(control) => <Input {...control} {...form.register(p.name)} inputMode="decimal" className="w-full" placeholder={`default ${p.default}`} />}
          </Field>
        ))}
      </div>
      {errors.root ? (
        <p role="alert" className="font-medium text-fail">
          {errors.root.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit">Apply thresholds</Button>
        <Button
          onClick={() => {
            form.reset(rawOf({}));
            onApply({});
          }}
        >
          Reset to defaults
        </Button>
      </div>
    </form>
  );
}
