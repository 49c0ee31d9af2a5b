"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import { parameterLabel, parametersInWords } from "@/lib/format/health-values";
import { parseThresholds, type ThresholdError } from "./threshold-params";

const UNIT_LABEL = { hours: "hours", days: "days", count: "count", multiplier: "times" } as const;

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
  const baseId = useId();
  const [values, setValues] = useState<Record<string, string>>(current);
  const [errors, setErrors] = useState<ThresholdError[]>([]);
  const currentKey = JSON.stringify(current);
  useEffect(() => setValues(JSON.parse(currentKey)), [currentKey]);

  if (check.parameters.length === 0) return <p className="text-sm text-muted">This check has no thresholds to set.</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseThresholds(check, values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors([]);
    onApply(parsed.overrides);
  }

  const keys = check.parameters.map((p) => p.name);
  const words = (e: ThresholdError) => parametersInWords(e.message, keys);
  const errorOf = (name: string) => errors.filter((e) => e.param === name);
  const general = errors.filter((e) => !e.param || !check.parameters.some((p) => p.name === e.param));

  return (
    <form onSubmit={submit} noValidate className="space-y-2 text-sm" aria-label={`Thresholds of ${check.title}`}>
      <div className="grid gap-2 sm:grid-cols-2">
        {check.parameters.map((p) => {
          const id = `${baseId}-${p.name}`;
          const own = errorOf(p.name);
          return (
            <div key={p.name}>
              <label htmlFor={id} className="block font-medium">
                <span title={p.name}>{parameterLabel(p.name)}</span> <span className="font-normal text-muted">({UNIT_LABEL[p.unit]})</span>
              </label>
              <Input
                id={id}
                inputMode="decimal"
                className="mt-0.5 w-full"
                placeholder={`default ${p.default}`}
                value={values[p.name] ?? ""}
                aria-invalid={own.length > 0 ? true : undefined}
                aria-describedby={`${id}-hint${own.length > 0 ? ` ${id}-error` : ""}`}
                onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
              />
              <p id={`${id}-hint`} className="text-xs text-muted">
                {p.description}
              </p>
              {own.length > 0 ? (
                <p id={`${id}-error`} className="text-xs font-medium text-fail">
                  {own.map(words).join(" ")}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {errors.length > 0 ? (
        <p role="alert" className="font-medium text-fail">
          Not sent: {[...general, ...errors.filter((e) => !general.includes(e))].map(words).join("; ")}.
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit">Apply thresholds</Button>
        <Button
          onClick={() => {
            setValues({});
            setErrors([]);
            onApply({});
          }}
        >
          Reset to defaults
        </Button>
      </div>
    </form>
  );
}
