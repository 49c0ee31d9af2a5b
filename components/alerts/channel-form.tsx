"use client";

import { type FormEvent, useId, useState } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { useDraftWarning } from "@/components/ui/use-unsaved-changes-warning";
import { CHANNEL_TYPES, type ChannelType } from "@/lib/alerts/rule-schema";
import type { ChannelBody, ChannelView } from "@/lib/queries/alerts";
import { useFieldErrors } from "./field-errors";
import { FieldError, FormErrorSummary } from "./form-errors";

type FieldKey = "name" | "type" | "url" | "signingSecret" | "host" | "port" | "username" | "password" | "from" | "to";

/** The form field an issue's body path belongs to (lib/alerts/rule-schema.ts channelInputSchema). */
export function channelFieldOf(path: string): FieldKey | null {
  const [head, next] = path.split(".");
  if (head === "name" || head === "type") return head;
  if (head === "secrets" && (next === "url" || next === "signingSecret" || next === "password")) return next;
  if (head === "settings" && (next === "host" || next === "port" || next === "username" || next === "from" || next === "to")) return next;
  return null;
}

/** The select's value as a channel type (its options are exactly CHANNEL_TYPES). */
const channelTypeOf = (value: string): ChannelType | undefined => CHANNEL_TYPES.find((t) => t === value);

const TYPES = [
  ["webhook", "Webhook (signed, Standard Webhooks)"],
  ["slack", "Slack incoming webhook"],
  ["teams", "Microsoft Teams workflow"],
  ["email", "Email (SMTP)"],
] as const;

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
  const errors = useFieldErrors(error, channelFieldOf);
  const s: Record<string, unknown> = channel?.settings ?? {};
  const [type, setType] = useState<ChannelType>(channel?.type ?? "webhook");
  const [name, setName] = useState(channel?.name ?? "");
  const [url, setUrl] = useState("");
  const [signingSecret, setSigningSecret] = useState("");
  const [host, setHost] = useState(String(s.host ?? ""));
  const [port, setPort] = useState(String(s.port ?? "587"));
  const [secure, setSecure] = useState(Boolean(s.secure));
  const [username, setUsername] = useState(String(s.username ?? ""));
  const [password, setPassword] = useState("");
  const [from, setFrom] = useState(String(s.from ?? ""));
  const [to, setTo] = useState(Array.isArray(s.to) ? s.to.join(", ") : "");
  const keep = channel ? "(unchanged)" : undefined;
  const movedMail = channel !== null && (host.trim().toLowerCase() !== String(s.host ?? "").toLowerCase() || Number(port) !== Number(s.port));
  const passwordAgain = movedMail && username.trim() !== "" && channel.secretsSet.includes("password");
  const movedHook = channel !== null && type === "webhook" && url !== "";
  useDraftWarning({ type, name, url, signingSecret, host, port, secure, username, password, from, to });

  function submit(event: FormEvent) {
    event.preventDefault();
    const secrets: Record<string, string> = {};
    if (type === "email") {
      if (password) secrets.password = password;
      onSave({
        type,
        name,
        settings: {
          host,
          port: Number(port),
          secure,
          username,
          from,
          to: to
            .split(",")
            .map((x) => x.trim())
            .filter(Boolean),
        },
        secrets,
      });
      return;
    }
    if (url) secrets.url = url;
    if (type === "webhook" && signingSecret) secrets.signingSecret = signingSecret;
    onSave({ type, name, secrets });
  }

  const text = (key: FieldKey, label: string, value: string, onChange: (v: string) => void, props: Record<string, unknown> = {}) => {
    const fieldId = `${id}-${key}`;
    const message = errors.messageOf(key);
    const described = [props["aria-describedby"], message ? `${fieldId}-error` : undefined].filter(Boolean).join(" ") || undefined;
    return (
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={fieldId} className="block text-sm">
          {label}
        </label>
        <Input
          id={fieldId}
          value={value}
          onChange={(e) => {
            errors.edit(key);
            onChange(e.target.value);
          }}
          className="mt-1 w-full"
          autoComplete="off"
          {...props}
          aria-invalid={message ? true : undefined}
          aria-describedby={described}
        />
        <FieldError id={`${fieldId}-error`} message={message} />
      </div>
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-3 rounded border border-border p-3">
      <h3 id={`${id}-title`} className="font-medium">
        {channel ? `Edit channel “${channel.name}”` : "New channel"}
      </h3>
      <div className="flex flex-wrap items-start gap-3">
        {text("name", "Channel name", name, setName)}
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-type`} className="block text-sm">
            Type
          </label>
          <Select
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(channelTypeOf(e.target.value) ?? type)}
            disabled={channel !== null}
            className="mt-1 w-full"
          >
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <FieldError id={`${id}-type-error`} message={errors.messageOf("type")} />
        </div>
      </div>
      {type === "email" ? (
        <>
          <div className="flex flex-wrap items-start gap-3">
            {text("host", "SMTP host", host, setHost)}
            {text("port", "Port", port, setPort, { inputMode: "numeric" })}
            <label className="mt-6 flex items-center gap-1 text-sm">
              <input type="checkbox" checked={secure} onChange={(e) => setSecure(e.target.checked)} /> TLS from the start (port 465)
            </label>
          </div>
          <div className="flex flex-wrap items-start gap-3">
            {text("username", "SMTP username", username, setUsername)}
            {text("password", "SMTP password", password, setPassword, {
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
            {text("from", "From", from, setFrom)}
            {text("to", "To (comma-separated)", to, setTo)}
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          {text("url", "Webhook address", url, setUrl, {
            type: "url",
            inputMode: "url",
            spellCheck: false,
            placeholder: channel?.addressHost ? `https://${channel.addressHost}/… (unchanged)` : (keep ?? "https://…"),
            autoComplete: "off",
          })}
          {type === "webhook"
            ? text("signingSecret", "Signing secret", signingSecret, setSigningSecret, {
                type: "password",
                placeholder: movedHook ? "empty: generate a new one" : (keep ?? "empty: generate one"),
                autoComplete: "off",
              })
            : null}
        </div>
      )}
      {channel && type === "webhook" ? (
        <p className="text-xs text-muted" data-testid="channel-signing-note">
          {movedHook
            ? "A new address gets a new signing secret, shown once after saving, unless you enter one here: the stored one is never used for another address."
            : "The signing secret belongs to this address: a new address gets a new one, shown once, unless you enter one."}
        </p>
      ) : null}
      <p className="text-xs text-muted">
        Addresses, the password and the signing secret are stored encrypted and never shown again (of an address, only its host is listed). Targets are whatever
        an admin enters here: only http(s) addresses are accepted, and redirects are not followed.
      </p>
      <FormErrorSummary errors={errors} />
      <div className="flex gap-2">
        <button type="submit" disabled={pending} className={buttonVariants({ variant: "primary" })}>
          {pending ? "Saving…" : channel ? "Save channel" : "Add channel"}
        </button>
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: "secondary" })}>
          Cancel
        </button>
      </div>
    </form>
  );
}
