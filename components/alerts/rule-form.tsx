"use client";

import { useId } from "react";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Field, FieldErrorText } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { type AlertSeverity, ruleInputSchema } from "@/lib/alerts/rule-schema";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { readOrganizationSlug } from "@/lib/contract/organization-slug";
import type { ChannelSummary, RuleBody, RuleView } from "@/lib/queries/alerts";
import { ChannelChoice } from "./channel-choice";
import { SaveFormFrame } from "./form-errors";
import { type Draft, draftOf, ruleBodyOf, ruleFieldOf, type ScopeKind } from "./rule-draft";
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
  ["reports-filed", "Reports filed from the console"],
  ["job-overdue", "A console job not succeeding"],
  ["webhooks-quiet", "No webhook from the service lately"],
  ["asset-live-again", "A watchlisted or blocked asset online again"],
] as const;

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
    <Field label={label} error={messageOf(k)} announce={false} className={`${k.endsWith("Minutes") && k !== "windowMinutes" ? "w-56" : "w-40"} max-w-full`}>
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
        {d.kind === "figure-increase" || d.kind === "threat-detections" || d.kind === "reports-filed" || d.kind === "asset-live-again"
          ? field("windowMinutes", "Over (minutes)")
          : null}
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
        {d.kind === "webhooks-quiet" ? field("hours", "Quiet for more than (hours)") : null}
        {d.kind === "job-overdue" ? field("intervals", "No success for (intervals)") : null}
        {d.kind === "review-budget" ? field("used", "Reviews used at least") : null}
        {d.kind === "threat-detections" ? field("count", "Detections at least") : null}
        {d.kind === "reports-filed" ? field("count", "Reports at least") : null}
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
      <ChannelChoice
        legend="Channels"
        ids={d.channelIds}
        channels={channels}
        error={messageOf("channelIds")}
        errorId={`${id}-channelIds-error`}
        onChange={(ids) => {
          form.clearErrors("channelIds");
          form.setValue("channelIds", ids);
        }}
      />
      <Field label="What to do (shown with the alert and in every notification)" error={messageOf("note")} announce={false}>
        {(control) => <Textarea {...control} {...register("note")} rows={2} className="w-full" />}
      </Field>
      <Field label="Runbook link" error={messageOf("runbookUrl")} announce={false} className="w-full max-w-xl">
        {(control) => (
          <Input {...control} {...register("runbookUrl")} className="w-full" inputMode="url" placeholder="https://wiki.example.com/runbooks/backlog" />
        )}
      </Field>
      <div className="flex flex-wrap items-start gap-3">
        {field("ackExpiryMinutes", "An acknowledgement lasts (minutes, 0: until resolved)", { inputMode: "decimal" })}
        {field("renotifyMinutes", "Remind when unacknowledged every (minutes, 0: never)", { inputMode: "decimal" })}
      </div>
      <ChannelChoice
        legend="Escalate to, from the second reminder"
        ids={d.escalationChannelIds}
        channels={channels}
        error={messageOf("escalationChannelIds")}
        errorId={`${id}-escalation-error`}
        onChange={(ids) => {
          form.clearErrors("escalationChannelIds");
          form.setValue("escalationChannelIds", ids);
        }}
      />
    </SaveFormFrame>
  );
}
