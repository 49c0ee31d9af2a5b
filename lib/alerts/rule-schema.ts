import { z } from "zod";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { SLUG_PATTERN } from "@/lib/contract/organization-slug";
import { PAGERDUTY_EVENTS_URL } from "./channels/pagerduty-address";

/** The queue figures a rule can watch (the recorded queue history keeps the same four). */
export const FIGURES = ["totalPending", "slaBreached", "openTakedowns", "staleInProgress"] as const;
export type Figure = (typeof FIGURES)[number];

export const SEVERITIES = ["info", "warning", "critical"] as const;
export type AlertSeverity = (typeof SEVERITIES)[number];

const HEALTHCHECK_IDS = HEALTHCHECK_CATALOG.map((c) => c.id) as [string, ...string[]];

/** A whole number in range, its refusal in words on the form's field (components/alerts/rule-form.tsx). */
const whole = (what: string, min: number, max: number) => {
  const message = `${what} is a whole number from ${min.toLocaleString("en-GB")} to ${max.toLocaleString("en-GB")}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** Seconds of a rule's timing, said as the form asks for them: minutes, up to 7 days. */
const seconds = (what: string) => {
  const message = `${what} is a number of minutes from 0 to 7 days (10,080)`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(7 * 24 * 3600, message);
};

const count = whole("The threshold", 0, 1_000_000_000);

/** What a rule watches; each kind is computed from data the console already fetches. */
export const conditionSchema = z.discriminatedUnion("kind", [
  /** A healthcheck's grade is at least `grade` (warn also fires on fail). */
  z.strictObject({ kind: z.literal("healthcheck"), check: z.enum(HEALTHCHECK_IDS), grade: z.enum(["warn", "fail"]) }),
  /** A snapshot figure is above a threshold. */
  z.strictObject({ kind: z.literal("figure-above"), figure: z.enum(FIGURES), threshold: count }),
  /** A snapshot figure rose by at least `increase` since the first point recorded in the window. */
  z.strictObject({
    kind: z.literal("figure-increase"),
    figure: z.enum(FIGURES),
    increase: whole("The rise", 1, 1_000_000_000),
    windowMinutes: whole("The window (minutes)", 5, 7 * 24 * 60),
  }),
  /** The oldest pending proposal is at least this many hours old. */
  z.strictObject({
    kind: z.literal("oldest-proposal"),
    hours: z
      .number({ error: "The age is a number of hours from 0 to 100,000" })
      .min(0, "The age is a number of hours from 0 to 100,000")
      .max(100_000, "The age is a number of hours from 0 to 100,000"),
  }),
  /** At least this many of the rolling 24 h review budget are spent. */
  z.strictObject({ kind: z.literal("review-budget"), used: whole("Reviews used", 1, 1_000) }),
  /** The service does not answer, or refuses the console's key. */
  z.strictObject({ kind: z.literal("service"), problem: z.enum(["unreachable", "key-refused"]) }),
  /** A saved view (lib/saved-views) holds more than `threshold` items, counted as its views bar counts them. */
  z.strictObject({
    kind: z.literal("saved-view-count"),
    viewId: z.string().regex(/^view_[A-Za-z0-9_-]{1,40}$/, "Not a saved view id"),
    threshold: count,
  }),
  /** The service changed its answers (the console had to tolerate more since the last evaluation) or deprecates an endpoint the console uses. */
  z.strictObject({ kind: z.literal("service-contract") }),
  /** A background job of the console has not succeeded for this many of its intervals (lib/jobs/job-status.ts). */
  z.strictObject({ kind: z.literal("job-overdue"), intervals: whole("The number of intervals", 2, 1_000) }),
  /** No webhook from the service for this many hours, while the service's webhooks are configured. */
  z.strictObject({ kind: z.literal("webhooks-quiet"), hours: whole("The number of hours", 1, 720) }),
  /** At least `count` new threat detections the service told of by webhook (docs/architecture.md, "Service webhooks in") within the window. */
  z.strictObject({
    kind: z.literal("threat-detections"),
    count: whole("The number of detections", 1, 100_000),
    windowMinutes: whole("The window (minutes)", 1, 7 * 24 * 60),
  }),
  /** At least `count` reports filed from the console (/reports/new: lib/filing/record.ts) within the window. */
  z.strictObject({
    kind: z.literal("reports-filed"),
    count: whole("The number of reports", 1, 100_000),
    windowMinutes: whole("The window (minutes)", 1, 7 * 24 * 60),
  }),
  /** Re-emergence: a watchlisted or a blocked asset the threats sync saw come back online within the window (lib/threats). */
  z.strictObject({
    kind: z.literal("asset-live-again"),
    list: z.enum(["watchlist", "blocked"]),
    windowMinutes: whole("The window (minutes)", 1, 7 * 24 * 60),
  }),
]);
export type AlertCondition = z.output<typeof conditionSchema>;

/** `own`: the key's own organization; `all`: every organization (staff keys); `org:<slug>`. */
export const scopeSchema = z.string().regex(new RegExp(`^(own|all|org:${SLUG_PATTERN})$`), "scope is `own`, `all` or `org:<slug>`");

export const ruleInputSchema = z.strictObject({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is at most 120 characters"),
  condition: conditionSchema,
  scope: scopeSchema.default("own"),
  /** How long the condition must hold before the rule fires. */
  forSeconds: seconds("For").default(0),
  /** How long the condition must stay false before a firing rule resolves (against flapping). */
  keepFiringSeconds: seconds("Keep firing").default(0),
  severity: z.enum(SEVERITIES).default("warning"),
  channelIds: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    )
    .max(20)
    .default([]),
  note: z.string().trim().max(2000, "The note is at most 2000 characters").default(""),
  /** A link to the rule's runbook, shown with the alert wherever it shows ("" for none). */
  runbookUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/, error: "The runbook is an http(s) address" }).max(2000)]).default(""),
  /** How long an acknowledgement lasts before the alert is nobody's again (0: until it resolves). */
  ackExpirySeconds: seconds("Acknowledgement lasts").default(0),
  /** Tell the rule's channels again after this long unacknowledged (0: never). */
  renotifySeconds: seconds("Remind after").default(0),
  /** Told from the second reminder on, beside the rule's channels. */
  escalationChannelIds: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    )
    .max(20)
    .default([]),
});
export type RuleInput = z.output<typeof ruleInputSchema>;

export const CHANNEL_TYPES = ["email", "slack", "teams", "webhook", "pagerduty"] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

const channelName = z.string().trim().min(1, "Name is required").max(120, "Name is at most 120 characters");
const httpUrl = z.url({ protocol: /^https?$/, error: "An http(s) address is required" }).max(2000);
const email = z.email("An email address, name@example.com").max(320);

const emailSettings = z.strictObject({
  host: z.string().trim().min(1, "SMTP host is required").max(255),
  port: whole("The port", 1, 65535).default(587),
  /** TLS from the first byte (465); otherwise STARTTLS, required unless `allowPlainText`. */
  secure: z.boolean().default(false),
  /**
   * Send over a connection without TLS when the server offers no STARTTLS (the password and the
   * mail readable on the way): off unless an admin turns it on for this channel.
   */
  allowPlainText: z.boolean().default(false),
  username: z.string().max(320).default(""),
  from: email,
  to: z.array(email).min(1, "At least one recipient").max(50),
});

/**
 * Channel bodies. `secrets` hold what must never be shown again (SMTP password, webhook
 * addresses, signing keys): sealed at rest, write-only. On an update, absent secrets are kept.
 */
export const channelInputSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("email"),
    name: channelName,
    settings: emailSettings,
    secrets: z.strictObject({ password: z.string().max(500).optional() }).default({}),
  }),
  z.strictObject({
    type: z.literal("slack"),
    name: channelName,
    settings: z.strictObject({}).default({}),
    secrets: z.strictObject({ url: httpUrl.optional() }).default({}),
  }),
  z.strictObject({
    type: z.literal("teams"),
    name: channelName,
    settings: z.strictObject({}).default({}),
    secrets: z.strictObject({ url: httpUrl.optional() }).default({}),
  }),
  z.strictObject({
    type: z.literal("webhook"),
    name: channelName,
    settings: z.strictObject({}).default({}),
    secrets: z
      .strictObject({
        url: httpUrl.optional(),
        signingSecret: z
          .string()
          .regex(/^whsec_[A-Za-z0-9+/]{16,}={0,2}$/, "A signing secret is `whsec_` and base64")
          .optional(),
      })
      .default({}),
  }),
  z.strictObject({
    type: z.literal("pagerduty"),
    name: channelName,
    settings: z
      .strictObject({
        /** The Events API v2 address: an EU account's is events.eu.pagerduty.com. */
        eventsUrl: httpUrl.default(PAGERDUTY_EVENTS_URL),
      })
      .prefault({}),
    secrets: z
      .strictObject({
        routingKey: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{20,64}$/, "A routing key (the integration key) is 32 letters and digits")
          .optional(),
      })
      .default({}),
  }),
]);
export type ChannelInput = z.output<typeof channelInputSchema>;

export const silenceInputSchema = z
  .strictObject({
    ruleId: z
      .number()
      .int()
      .min(1)
      .max(2 ** 31 - 1)
      .optional(),
    scope: scopeSchema.optional(),
    endsAt: z.iso.datetime({ offset: true }),
    reason: z.string().trim().min(1, "Say why").max(500),
  })
  .refine((s) => (s.ruleId === undefined) !== (s.scope === undefined), "A silence mutes one rule (ruleId) or every rule of a scope (scope)");
export type SilenceInput = z.output<typeof silenceInputSchema>;
