"use client";

import { useId } from "react";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { PAGERDUTY_EVENTS_URL } from "@/lib/alerts/channels/pagerduty-address";
import { type ChannelType, channelInputSchema } from "@/lib/alerts/rule-schema";
import type { ChannelBody, ChannelView } from "@/lib/queries/alerts";
import { SaveFormFrame } from "./form-errors";
import { useSaveForm } from "./use-save-form";

type FieldKey = "name" | "type" | "url" | "signingSecret" | "host" | "port" | "username" | "password" | "from" | "to" | "routingKey" | "eventsUrl";

/** The form field an issue's body path belongs to (lib/alerts/rule-schema.ts channelInputSchema). */
export function channelFieldOf(path: string): FieldKey | null {
  const [head, next] = path.split(".");
  if (head === "name" || head === "type") return head;
  if (head === "secrets" && (next === "url" || next === "signingSecret" || next === "password" || next === "routingKey")) return next;
  if (head === "settings" && (next === "host" || next === "port" || next === "username" || next === "from" || next === "to" || next === "eventsUrl"))
    return next;
  return null;
}

const TYPES = [
  ["webhook", "Webhook (signed, Standard Webhooks)"],
  ["slack", "Slack incoming webhook"],
  ["teams", "Microsoft Teams workflow"],
  ["email", "Email (SMTP)"],
  ["pagerduty", "PagerDuty (Events API v2)"],
] as const;

/** The form's fields as typed (secrets start empty: they are write-only). */
type Draft = {
  type: ChannelType;
  name: string;
  url: string;
  signingSecret: string;
  host: string;
  port: string;
  secure: boolean;
  allowPlainText: boolean;
  username: string;
  password: string;
  from: string;
  to: string;
  routingKey: string;
  eventsUrl: string;
};

function draftOf(channel: ChannelView | null): Draft {
  const s: Record<string, unknown> = channel?.settings ?? {};
  return {
    type: channel?.type ?? "webhook",
    name: channel?.name ?? "",
    url: "",
    signingSecret: "",
    host: String(s.host ?? ""),
    port: String(s.port ?? "587"),
    secure: Boolean(s.secure),
    allowPlainText: s.allowPlainText === true,
    username: String(s.username ?? ""),
    password: "",
    from: String(s.from ?? ""),
    to: Array.isArray(s.to) ? s.to.join(", ") : "",
    routingKey: "",
    eventsUrl: String(s.eventsUrl ?? PAGERDUTY_EVENTS_URL),
  };
}

/** The body the form sends: an empty secret is left out (the stored one is kept). */
export function channelBodyOf(d: Draft): ChannelBody {
  const secrets: Record<string, string> = {};
  if (d.type === "email") {
    if (d.password) secrets.password = d.password;
    const to = d.to
      .split(",")
      .map((x) => x.trim())
      .filter(Boolean);
    return {
      type: d.type,
      name: d.name,
      settings: { host: d.host, port: Number(d.port), secure: d.secure, allowPlainText: d.allowPlainText, username: d.username, from: d.from, to },
      secrets,
    };
  }
  if (d.type === "pagerduty") {
    if (d.routingKey) secrets.routingKey = d.routingKey;
    return { type: d.type, name: d.name, settings: { eventsUrl: d.eventsUrl.trim() }, secrets };
  }
  if (d.url) secrets.url = d.url;
  if (d.type === "webhook" && d.signingSecret) secrets.signingSecret = d.signingSecret;
  return { type: d.type, name: d.name, secrets };
}

// The route's own body schema (lib/api-routes/alerts.ts): nothing is sent that it refuses.
const resolver = bodyResolver<Draft, ChannelBody>({ schema: channelInputSchema, toBody: channelBodyOf, fieldOf: channelFieldOf });

/**
 * Adds or edits a channel. Secrets (addresses, password, signing key) are write-only: an edit
 * shows them empty, and an empty field keeps what is stored, while the destination it was entered
 * for stays (lib/alerts/channels-store.ts): a new SMTP host or port needs the password again, and
 * a new webhook address gets a new signing secret unless one is entered.
 */
export function ChannelForm({
  channel,
  pending,
  error,
  onSave,
  onCancel,
}: {
  channel: ChannelView | null;
  pending: boolean;
  /** The last save's refusal: each issue is shown on its field. */
  error?: unknown;
  onSave: (body: ChannelBody) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    values: d,
    submit,
    refused,
    messageOf,
    register,
  } = useSaveForm({ defaultValues: draftOf(channel), resolver, fieldOf: channelFieldOf, error, onSave });
  const s: Record<string, unknown> = channel?.settings ?? {};
  const keep = channel ? "(unchanged)" : undefined;
  const movedMail = channel !== null && (d.host.trim().toLowerCase() !== String(s.host ?? "").toLowerCase() || Number(d.port) !== Number(s.port));
  const passwordAgain = movedMail && d.username.trim() !== "" && channel.secretsSet.includes("password");
  const movedHook = channel !== null && d.type === "webhook" && d.url !== "";

  const text = (key: FieldKey, label: string, props: Record<string, unknown> = {}) => (
    <Field label={label} error={messageOf(key)} announce={false} className="min-w-0 flex-1 basis-48">
      {(control) => (
        <Input
          {...control}
          {...register(key)}
          className="w-full"
          autoComplete="off"
          {...props}
          aria-describedby={[props["aria-describedby"], control["aria-describedby"]].filter(Boolean).join(" ") || undefined}
        />
      )}
    </Field>
  );

  return (
    <SaveFormFrame
      id={id}
      title={channel ? `Edit channel “${channel.name}”` : "New channel"}
      refused={refused}
      pending={pending}
      saveLabel={channel ? "Save channel" : "Add channel"}
      onSubmit={submit}
      onCancel={onCancel}
      className="max-w-3xl"
    >
      <div className="flex flex-wrap items-start gap-3">
        {text("name", "Channel name")}
        <Field label="Type" error={messageOf("type")} announce={false} className="min-w-0 flex-1 basis-48">
          {(control) => (
            <Select {...control} {...register("type")} disabled={channel !== null} className="w-full">
              {TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {d.type === "email" ? (
        <>
          <div className="flex flex-wrap items-start gap-3">
            {text("host", "SMTP host")}
            {text("port", "Port", { inputMode: "numeric" })}
            <label className="mt-6 flex items-center gap-1 text-sm">
              <input type="checkbox" {...register("secure")} /> TLS from the start (port 465)
            </label>
          </div>
          {d.secure ? null : (
            <label className="flex items-start gap-1 text-sm">
              <input type="checkbox" className="mt-1" {...register("allowPlainText")} />
              <span>
                Send without encryption when the mail server offers no TLS. Off, a server without STARTTLS is refused, so the password and the mail never cross
                the network readable.
              </span>
            </label>
          )}
          <div className="flex flex-wrap items-start gap-3">
            {text("username", "SMTP username")}
            {text("password", "SMTP password", {
              type: "password",
              placeholder: passwordAgain ? "required for the new host" : keep,
              autoComplete: "new-password",
              required: passwordAgain,
              "aria-describedby": channel ? `${id}-password-note` : undefined,
            })}
          </div>
          {channel ? (
            <p id={`${id}-password-note`} className="text-xs text-muted" data-testid="channel-password-note">
              {passwordAgain
                ? "The stored password was entered for the previous host and port, and is never sent to another: enter it again for the new one to save this change."
                : "The stored password is only ever sent to this host and port. Changing either needs the password again (without a username, the stored one is dropped)."}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            {text("from", "From")}
            {text("to", "To (comma-separated)")}
          </div>
        </>
      ) : d.type === "pagerduty" ? (
        <div className="flex flex-wrap items-start gap-3">
          {text("routingKey", "Routing key (integration key)", {
            type: "password",
            placeholder: keep ?? "from the service's Events API v2 integration",
            autoComplete: "off",
          })}
          {text("eventsUrl", "Events API address", { type: "url", inputMode: "url", spellCheck: false })}
        </div>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          {text("url", "Webhook address", {
            type: "url",
            inputMode: "url",
            spellCheck: false,
            placeholder: channel?.addressHost ? `https://${channel.addressHost}/… (unchanged)` : (keep ?? "https://…"),
            autoComplete: "off",
          })}
          {d.type === "webhook"
            ? text("signingSecret", "Signing secret", {
                type: "password",
                placeholder: movedHook ? "empty: generate a new one" : (keep ?? "empty: generate one"),
                autoComplete: "off",
              })
            : null}
        </div>
      )}
      {channel && d.type === "webhook" ? (
        <p className="text-xs text-muted" data-testid="channel-signing-note">
          {movedHook
            ? "A new address gets a new signing secret, shown once after saving, unless you enter one here: the stored one is never used for another address."
            : "The signing secret belongs to this address: a new address gets a new one, shown once, unless you enter one."}
        </p>
      ) : null}
      <p className="text-xs text-muted">
        Addresses, the password, the signing secret and the routing key are stored encrypted and never shown again (of an address, only its host is listed).
        Targets are whatever an admin enters here: only http(s) addresses are accepted, never a link-local or cloud metadata address (unless the operator allows
        them), and redirects are not followed.
      </p>
    </SaveFormFrame>
  );
}
