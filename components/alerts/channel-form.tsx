"use client";

import { type FormEvent, useId, useState } from "react";
import { useDraftWarning } from "@/components/ui/use-unsaved-changes-warning";
import type { ChannelBody, ChannelView } from "@/lib/queries/alerts";
import { hint, input, primary, secondary, select } from "./styles";

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
export function ChannelForm({ channel, pending, onSave, onCancel }: { channel: ChannelView | null; pending: boolean; onSave: (body: ChannelBody) => void; onCancel: () => void }) {
  const id = useId();
  const s = (channel?.settings ?? {}) as Record<string, unknown>;
  const [type, setType] = useState<string>(channel?.type ?? "webhook");
  const [name, setName] = useState(channel?.name ?? "");
  const [url, setUrl] = useState("");
  const [signingSecret, setSigningSecret] = useState("");
  const [host, setHost] = useState(String(s.host ?? ""));
  const [port, setPort] = useState(String(s.port ?? "587"));
  const [secure, setSecure] = useState(Boolean(s.secure));
  const [username, setUsername] = useState(String(s.username ?? ""));
  const [password, setPassword] = useState("");
  const [from, setFrom] = useState(String(s.from ?? ""));
  const [to, setTo] = useState(Array.isArray(s.to) ? (s.to as string[]).join(", ") : "");
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
      onSave({ type, name, settings: { host, port: Number(port), secure, username, from, to: to.split(",").map((x) => x.trim()).filter(Boolean) }, secrets });
      return;
    }
    if (url) secrets.url = url;
    if (type === "webhook" && signingSecret) secrets.signingSecret = signingSecret;
    onSave({ type, name, secrets });
  }

  const text = (label: string, value: string, onChange: (v: string) => void, props: Record<string, unknown> = {}) => {
    const fieldId = `${id}-${label.replace(/\W+/g, "-")}`;
    return (
      <div className="min-w-48 flex-1">
        <label htmlFor={fieldId} className="block text-sm">
          {label}
        </label>
        <input id={fieldId} value={value} onChange={(e) => onChange(e.target.value)} className={input} autoComplete="off" {...props} />
      </div>
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-3 rounded border border-border p-3">
      <h3 id={`${id}-title`} className="font-medium">
        {channel ? `Edit channel “${channel.name}”` : "New channel"}
      </h3>
      <div className="flex flex-wrap items-start gap-3">
        {text("Channel name", name, setName)}
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-type`} className="block text-sm">
            Type
          </label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)} disabled={channel !== null} className={select}>
            {TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {type === "email" ? (
        <>
          <div className="flex flex-wrap items-start gap-3">
            {text("SMTP host", host, setHost)}
            {text("Port", port, setPort, { inputMode: "numeric" })}
            <label className="mt-6 flex items-center gap-1 text-sm">
              <input type="checkbox" checked={secure} onChange={(e) => setSecure(e.target.checked)} /> TLS from the start (port 465)
            </label>
          </div>
          <div className="flex flex-wrap items-start gap-3">
            {text("SMTP username", username, setUsername)}
            {text("SMTP password", password, setPassword, {
              type: "password",
              placeholder: passwordAgain ? "required for the new host" : keep,
              autoComplete: "new-password",
              required: passwordAgain,
              "aria-describedby": channel ? `${id}-password-note` : undefined,
            })}
          </div>
          {channel ? (
            <p id={`${id}-password-note`} className={hint} data-testid="channel-password-note">
              {passwordAgain
                ? "The stored password was entered for the previous host and port, and is never sent to another: enter it again for the new one to save this change."
                : "The stored password is only ever sent to this host and port. Changing either needs the password again (without a username, the stored one is dropped)."}
            </p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            {text("From", from, setFrom)}
            {text("To (comma-separated)", to, setTo)}
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-start gap-3">
          {text("Webhook address", url, setUrl, { type: "password", placeholder: keep ?? "https://…", autoComplete: "off" })}
          {type === "webhook" ? text("Signing secret", signingSecret, setSigningSecret, { type: "password", placeholder: movedHook ? "empty: generate a new one" : (keep ?? "empty: generate one"), autoComplete: "off" }) : null}
        </div>
      )}
      {channel && type === "webhook" ? (
        <p className={hint} data-testid="channel-signing-note">
          {movedHook
            ? "A new address gets a new signing secret, shown once after saving, unless you enter one here: the stored one is never used for another address."
            : "The signing secret belongs to this address: a new address gets a new one, shown once, unless you enter one."}
        </p>
      ) : null}
      <p className={hint}>
        Addresses, the password and the signing secret are stored encrypted and never shown again. Targets are whatever an admin enters here: only http(s) addresses are accepted, and redirects are not followed.
      </p>
      <div className="flex gap-2">
        <button type="submit" disabled={pending} className={primary}>
          {pending ? "Saving…" : channel ? "Save channel" : "Add channel"}
        </button>
        <button type="button" onClick={onCancel} className={secondary}>
          Cancel
        </button>
      </div>
    </form>
  );
}
