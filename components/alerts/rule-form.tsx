"use client";

import { useId } from "react";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Field, FieldErrorText } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { type AlertCondition, type AlertSeverity, type Figure, ruleInputSchema } from "@/lib/alerts/rule-schema";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { readOrganizationSlug } from "@/lib/contract/organization-slug";
import { formatNumber } from "@/lib/format/number";
import type { ChannelSummary, RuleBody, RuleView } from "@/lib/queries/alerts";
import { SaveFormFrame } from "./form-errors";
import { FIGURE_LABELS, ruleSentence, silenceSentence } from "./rule-wording";
import { useSaveForm } from "./use-save-form";

const KINDS = [
  ["figure-above", "A queue figure above a threshold"],
  ["figure-increase", "A queue figure up by N over a window"],
  ["healthcheck", "A healthcheck's grade"],
  ["oldest-proposal", "The oldest pending proposal's age"],
  ["review-budget", "The review budget spent"],
  ["service", "The service unreachable or refusing the key"],
  ["service-contract", "The service changed its answers or deprecates an endpoint"],
  ["saved-view-count", "A saved view holding more than N (made from the view's bar)"],
  ["threat-detections", "New threat detections (told by the service's webhooks)"],
  ["asset-live-again", "A watchlisted or blocked asset online again"],
] as const;

type ScopeKind = "own" | "all" | "org";

const SCOPES: readonly (readonly [ScopeKind, string])[] = [
  ["own", "Your organization (the key's own)"],
  ["all", "All organizations the key reaches"],
  ["org", "One organization:"],
];

const SEVERITIES: readonly (readonly [AlertSeverity, string])[] = [
  ["info", "Info: for the record, no one needs to act"],
  ["warning", "Warning: someone should look soon"],
  ["critical", "Critical: someone should act now"],
];

/** The form's fields as typed; the choices hold the rule schema's own values (their selects offer no others). */
type Draft = {
  name: string;
  kind: AlertCondition["kind"];
  figure: Figure;
  threshold: string;
  increase: string;
  windowMinutes: string;
  check: string;
  grade: Extract<AlertCondition, { kind: "healthcheck" }>["grade"];
  hours: string;
  used: string;
  count: string;
  problem: Extract<AlertCondition, { kind: "service" }>["problem"];
  viewId: string;
  list: Extract<AlertCondition, { kind: "asset-live-again" }>["list"];
  scopeKind: ScopeKind;
  /** The organization's slug when scopeKind is "org". */
  scopeOrg: string;
  forMinutes: string;
  keepFiringMinutes: string;
  severity: AlertSeverity;
  channelIds: number[];
  note: string;
};

function draftOf(rule: RuleView | null): Draft {
  const condition = rule?.condition;
  const c: Record<string, unknown> = { ...condition };
  // Numbers as the console writes them ("1,500"); ruleBodyOf reads them back with or without separators.
  const s = (k: string, d: string) => (typeof c[k] === "number" ? formatNumber(c[k]) : c[k] === undefined ? d : String(c[k]));
  const scope = rule?.scope ?? "own";
  return {
    name: rule?.name ?? "",
    kind: rule?.condition.kind ?? "figure-above",
    figure: condition && "figure" in condition ? condition.figure : "totalPending",
    threshold: s("threshold", "50"),
    increase: s("increase", "10"),
    windowMinutes: s("windowMinutes", "60"),
    check: condition?.kind === "healthcheck" ? condition.check : HEALTHCHECK_CATALOG[0]!.id,
    grade: condition?.kind === "healthcheck" ? condition.grade : "fail",
    hours: s("hours", "72"),
    used: s("used", "8"),
    count: s("count", "1"),
    problem: condition?.kind === "service" ? condition.problem : "unreachable",
    viewId: condition?.kind === "saved-view-count" ? condition.viewId : "",
    list: condition?.kind === "asset-live-again" ? condition.list : "watchlist",
    scopeKind: scope === "own" || scope === "all" ? scope : "org",
    scopeOrg: scope.startsWith("org:") ? scope.slice("org:".length) : "",
    forMinutes: String((rule?.forSeconds ?? 300) / 60),
    keepFiringMinutes: String((rule?.keepFiringSeconds ?? 0) / 60),
    severity: rule?.severity ?? "warning",
    channelIds: rule?.channelIds ?? [],
    note: rule?.note ?? "",
  };
}

const CONDITION_FIELDS = ["figure", "threshold", "increase", "windowMinutes", "check", "grade", "hours", "used", "count", "problem", "viewId", "list"] as const;

/** The form field an issue's body path belongs to (lib/alerts/rule-schema.ts ruleInputSchema). */
export function ruleFieldOf(path: string): keyof Draft | null {
  const [head, next] = path.split(".");
  if (head === "condition") return (CONDITION_FIELDS as readonly string[]).includes(next ?? "") ? (next as keyof Draft) : "kind";
  if (head === "forSeconds") return "forMinutes";
  if (head === "keepFiringSeconds") return "keepFiringMinutes";
  if (head === "scope") return "scopeKind";
  if (head === "name" || head === "severity" || head === "channelIds" || head === "note") return head;
  return null;
}

/** A number as typed, thousands separators (commas, spaces) allowed: "1,500" is 1500. */
const n = (typed: string) => Number(typed.replace(/[,\s\u00a0\u202f]/g, ""));

function scopeOf(d: Draft): string {
  return d.scopeKind === "org" ? `org:${d.scopeOrg.trim().toLowerCase()}` : d.scopeKind;
}

function conditionOf(d: Draft): RuleBody["condition"] {
  switch (d.kind) {
    case "figure-above":
      return { kind: d.kind, figure: d.figure, threshold: n(d.threshold) };
    case "figure-increase":
      return { kind: d.kind, figure: d.figure, increase: n(d.increase), windowMinutes: n(d.windowMinutes) };
    case "healthcheck":
      return { kind: d.kind, check: d.check, grade: d.grade };
    case "oldest-proposal":
      return { kind: d.kind, hours: n(d.hours) };
    case "review-budget":
      return { kind: d.kind, used: n(d.used) };
    case "service-contract":
      return { kind: d.kind };
    case "saved-view-count":
      return { kind: d.kind, viewId: d.viewId.trim(), threshold: n(d.threshold) };
    case "threat-detections":
      return { kind: d.kind, count: n(d.count), windowMinutes: n(d.windowMinutes) };
    case "asset-live-again":
      return { kind: d.kind, list: d.list, windowMinutes: n(d.windowMinutes) };
    default:
      return { kind: "service", problem: d.problem };
  }
}

/** The body the form sends for its fields (minutes to seconds, the scope chosen in words as the schema's value). */
export function ruleBodyOf(d: Draft): RuleBody {
  return {
    name: d.name,
    condition: conditionOf(d),
    scope: scopeOf(d),
    forSeconds: Math.round(n(d.forMinutes) * 60),
    keepFiringSeconds: Math.round(n(d.keepFiringMinutes) * 60),
    severity: d.severity,
    channelIds: d.channelIds,
    note: d.note,
  };
}

/** The schema's refusal of a scope names codes; a slug typed in the field is refused in /queues' words instead. */
function scopeWordsOf(message: string | undefined, d: Draft): string | undefined {
  if (!message || d.scopeKind !== "org") return message;
  const slug = readOrganizationSlug(d.scopeOrg);
  return slug.ok ? message : slug.message;
}

// The route's own body schema (lib/api-routes/alerts.ts): nothing is sent that it refuses.
const resolver = bodyResolver<Draft, RuleBody>({ schema: ruleInputSchema, toBody: ruleBodyOf, fieldOf: ruleFieldOf });

/** Creates or edits a rule; checked with the route's schema before sending, and the server's refusal is shown on its fields too. */
export function RuleForm({
  rule,
  channels,
  pending,
  error,
  onSave,
  onCancel,
}: {
  rule: RuleView | null;
  channels: ChannelSummary[];
  pending: boolean;
  /** The last save's refusal: each issue is shown on its field. */
  error?: unknown;
  onSave: (body: RuleBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    form,
    values: d,
    submit,
    refused,
    messageOf,
    register,
  } = useSaveForm({ defaultValues: draftOf(rule), resolver, fieldOf: ruleFieldOf, error, onSave });
  const field = (k: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={messageOf(k)} announce={false} className="w-40 max-w-full">
      {(control) => <Input {...control} {...register(k)} className="w-full" inputMode="numeric" {...props} />}
    </Field>
  );
  const choose = (k: keyof Draft, label: string, options: readonly (readonly [string, string])[], width = "w-56") => (
    <Field label={label} error={messageOf(k)} announce={false} className={`${width} max-w-full`}>
      {(control) => (
        <Select {...control} {...register(k)} className="w-full">
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  const figures = Object.entries(FIGURE_LABELS) as [string, string][];
  const scopeMessage = scopeWordsOf(messageOf("scopeKind"), d);
  // The sentence needs no name (the name is not in it): it reads from the first keystroke.
  const parsed = ruleInputSchema.safeParse({ ...ruleBodyOf(d), name: "rule" });
  const sentence = parsed.success ? ruleSentence(parsed.data) : "Fill in the fields to read the rule as a sentence here.";
  return (
    <SaveFormFrame
      id={id}
      title={rule ? `Edit rule “${rule.name}”` : "New rule"}
      refused={refused}
      pending={pending}
      saveLabel={rule ? "Save rule" : "Create rule"}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Name" error={messageOf("name")} announce={false} className="w-64 max-w-full">
          {(control) => <Input {...control} {...register("name")} className="w-full" autoComplete="off" />}
        </Field>
        {choose("kind", "Condition", KINDS, "w-80")}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {d.kind === "figure-above" || d.kind === "figure-increase" ? choose("figure", "Figure", figures) : null}
        {d.kind === "figure-above" || d.kind === "saved-view-count" ? field("threshold", "Threshold (fires above)") : null}
        {d.kind === "saved-view-count" ? field("viewId", "Saved view id", { inputMode: "text" }) : null}
        {d.kind === "figure-increase" ? field("increase", "Rise of at least") : null}
        {d.kind === "asset-live-again"
          ? choose("list", "Which assets", [
              ["watchlist", "a watchlisted asset"],
              ["blocked", "a blocked asset"],
            ] as const)
          : null}
        {d.kind === "figure-increase" || d.kind === "threat-detections" || d.kind === "asset-live-again" ? field("windowMinutes", "Over (minutes)") : null}
        {d.kind === "healthcheck"
          ? choose(
              "check",
              "Healthcheck",
              HEALTHCHECK_CATALOG.map((c) => [c.id, c.title] as const),
              "w-72",
            )
          : null}
        {d.kind === "healthcheck"
          ? choose(
              "grade",
              "Fires at",
              [
                ["warn", "warn or fail"],
                ["fail", "fail"],
              ] as const,
              "w-40",
            )
          : null}
        {d.kind === "oldest-proposal" ? field("hours", "Age at least (hours)") : null}
        {d.kind === "review-budget" ? field("used", "Reviews used at least") : null}
        {d.kind === "threat-detections" ? field("count", "Detections at least") : null}
        {d.kind === "service"
          ? choose("problem", "Problem", [
              ["unreachable", "does not answer"],
              ["key-refused", "refuses the key"],
            ] as const)
          : null}
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <fieldset aria-describedby={scopeMessage ? `${id}-scope-error` : undefined} className="min-w-0">
          <legend className="text-sm font-medium">Scope</legend>
          <div className="space-y-1">
            {SCOPES.map(([value, text]) => (
              <label key={value} className="flex flex-wrap items-center gap-2 text-sm">
                <input type="radio" value={value} {...register("scopeKind")} />
                {text}
                {value === "org" && d.scopeKind === "org" ? (
                  <Input
                    {...register("scopeOrg")}
                    aria-label="Organization slug"
                    aria-invalid={scopeMessage ? true : undefined}
                    aria-describedby={scopeMessage ? `${id}-scope-error` : undefined}
                    placeholder="like acme-security"
                    className="w-48 max-w-full"
                    autoComplete="off"
                  />
                ) : null}
              </label>
            ))}
          </div>
          <FieldErrorText id={`${id}-scope-error`} announce={false}>
            {scopeMessage}
          </FieldErrorText>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        {field("forMinutes", "Fires once true for (minutes)", { inputMode: "decimal" })}
        {field("keepFiringMinutes", "Keeps firing after it clears (minutes)", { inputMode: "decimal" })}
        {choose("severity", "Severity", SEVERITIES, "w-80")}
      </div>
      <p className="text-sm" data-testid="rule-sentence">
        {sentence}
      </p>
      {rule?.silencedBy ? (
        <p className="text-sm text-muted" data-testid="rule-silence">
          {silenceSentence(rule.silencedBy)}
        </p>
      ) : null}
      <fieldset aria-describedby={messageOf("channelIds") ? `${id}-channelIds-error` : undefined}>
        <legend className="text-sm font-medium">Channels</legend>
        {channels.length === 0 ? <p className="text-xs text-muted">No channels yet: add one below, then pick it here.</p> : null}
        <div className="flex flex-wrap gap-3">
          {channels.map((c) => (
            <label key={c.id} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={d.channelIds.includes(c.id)}
                onChange={(e) => {
                  form.clearErrors("channelIds");
                  form.setValue("channelIds", e.target.checked ? [...d.channelIds, c.id] : d.channelIds.filter((x) => x !== c.id));
                }}
              />
              {c.name}
            </label>
          ))}
        </div>
        <FieldErrorText id={`${id}-channelIds-error`} announce={false}>
          {messageOf("channelIds")}
        </FieldErrorText>
      </fieldset>
      <Field label="Note for the responder" error={messageOf("note")} announce={false}>
        {(control) => <Textarea {...control} {...register("note")} rows={2} className="w-full" />}
      </Field>
    </SaveFormFrame>
  );
}
