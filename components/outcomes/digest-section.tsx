"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Section } from "@/components/ui/section";
import { callApi } from "@/lib/api/client";
import { ApiClientError } from "@/lib/api/errors";
import { createDigestApi, deleteDigestApi, previewDigestApi, sendDigestApi, updateDigestApi } from "@/lib/api-routes/digests";
import type { DigestPreview, DigestView } from "@/lib/digests/digest.types";
import type { DigestBody } from "@/lib/digests/digest-schemas";
import { formatDateTime } from "@/lib/format/time";
import { digestKeys, digestsOptions } from "@/lib/queries/digests";
import { DAYS, DigestForm, draftOf } from "./digest-form";

const STATUS_TONE = { delivered: "ok", pending: "warn", failed: "fail" } as const;

function errorText(error: unknown): string {
  if (!(error instanceof ApiClientError)) return error instanceof Error ? error.message : String(error);
  return [error.message, ...error.issues.map((i) => i.message)].join(": ");
}

function NewDigest({ channels, defaultTimeZone }: { channels: { id: number; name: string; type: string }[]; defaultTimeZone: string }) {
  const queryClient = useQueryClient();
  // A new key empties the form after a save or a cancel.
  const [round, setRound] = useState(0);
  const create = useMutation({
    mutationFn: (body: DigestBody) => callApi(createDigestApi, { body }),
    onSuccess: () => {
      setRound((n) => n + 1);
      return queryClient.invalidateQueries({ queryKey: digestKeys.all() });
    },
  });
  const initial = draftOf({ name: "Weekly outcomes", organizations: [], channelIds: [], day: 1, hour: 9, timeZone: defaultTimeZone, enabled: true });
  return (
    <DigestForm
      key={round}
      title="New weekly digest"
      saveLabel="Save digest"
      initial={initial}
      channels={channels}
      pending={create.isPending}
      error={create.error}
      onSave={(body) => create.mutate(body)}
      onCancel={() => {
        create.reset();
        setRound((n) => n + 1);
      }}
    />
  );
}

function DigestItem({ digest, channels }: { digest: DigestView; channels: { id: number; name: string; type: string }[] }) {
  const queryClient = useQueryClient();
  const names = new Map(channels.map((c) => [c.id, c.name]));
  const [preview, setPreview] = useState<DigestPreview | null>(null);
  const [editing, setEditing] = useState(false);
  // "Send now" goes to the ticked channels of the digest's own (all, unless some are unticked).
  const [sendTo, setSendTo] = useState<number[]>(digest.channelIds);
  const params = { digestId: digest.id };
  const show = useMutation({ mutationFn: () => callApi(previewDigestApi, { params }), onSuccess: setPreview });
  const update = useMutation({
    mutationFn: (body: DigestBody) => callApi(updateDigestApi, { params, body }),
    onSuccess: (_answer, body) => {
      setEditing(false);
      setSendTo(body.channelIds);
      return queryClient.invalidateQueries({ queryKey: digestKeys.all() });
    },
  });
  const everyChannel = digest.channelIds.every((id) => sendTo.includes(id));
  const send = useMutation({
    mutationFn: () => callApi(sendDigestApi, { params, body: everyChannel ? {} : { channelIds: sendTo } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: digestKeys.all() }),
  });
  const remove = useMutation({
    mutationFn: () => callApi(deleteDigestApi, { params }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: digestKeys.all() }),
  });
  return (
    <li className="space-y-2 rounded border border-border p-3" data-testid={`digest-${digest.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-semibold">{digest.name}</p>
          <p className="text-sm text-muted">
            {DAYS[digest.day]}s at {String(digest.hour).padStart(2, "0")}:00 {digest.timeZone}, to{" "}
            {digest.channelIds.map((id) => names.get(id) ?? `channel ${id}`).join(", ")}
            {digest.organizations.length > 0 ? `; ${digest.organizations.join(", ")}` : "; the key's own organization"}
            {digest.nextSendAt ? `. Next: ${formatDateTime(digest.nextSendAt)}` : ". Paused"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => show.mutate()} disabled={show.isPending}>
            {show.isPending ? "Preparing…" : "Preview"}
          </Button>
          <Button variant="primary" onClick={() => send.mutate()} disabled={send.isPending || sendTo.length === 0}>
            {send.isPending ? "Sending…" : "Send now"}
          </Button>
          <Button onClick={() => setEditing((on) => !on)} aria-expanded={editing}>
            Edit
          </Button>
          <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Delete
          </Button>
        </div>
      </div>
      {digest.channelIds.length > 1 ? (
        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="sr-only">Send now to</legend>
          <span className="text-muted" aria-hidden="true">
            Send now to:
          </span>
          {digest.channelIds.map((id) => (
            <label key={id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={sendTo.includes(id)}
                onChange={(e) => setSendTo((ids) => (e.target.checked ? [...ids, id] : ids.filter((x) => x !== id)))}
              />
              {names.get(id) ?? `channel ${id}`}
            </label>
          ))}
        </fieldset>
      ) : null}
      {editing ? (
        <DigestForm
          title={`Change ${digest.name}`}
          saveLabel="Save changes"
          initial={draftOf(digest)}
          channels={channels}
          pending={update.isPending}
          error={update.error}
          onSave={(body) => update.mutate(body)}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      ) : null}
      {show.isError ? <p className="text-sm text-fail">{errorText(show.error)}</p> : null}
      {send.isError ? <p className="text-sm text-fail">{errorText(send.error)}</p> : null}
      {preview ? (
        <div className="space-y-2" data-testid="digest-preview">
          <p className="text-sm">
            <span className="text-muted">Subject:</span> {preview.subject}
          </p>
          <iframe title={`Preview of ${digest.name}`} srcDoc={preview.html} sandbox="" className="h-96 w-full rounded border border-border bg-white" />
          <details>
            <summary className="cursor-pointer text-sm">Text and Slack versions</summary>
            <pre className="max-h-80 overflow-auto whitespace-pre-wrap text-xs" data-testid="digest-preview-text">
              {preview.text}
            </pre>
            <pre className="max-h-80 overflow-auto whitespace-pre-wrap text-xs">{preview.slackText}</pre>
          </details>
        </div>
      ) : null}
      {digest.sends.length > 0 ? (
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="text-left text-xs text-muted">Last sends</caption>
            <thead>
              <tr className="text-xs text-muted">
                <th scope="col" className="text-left font-medium">
                  Period
                </th>
                <th scope="col" className="text-left font-medium">
                  Channels
                </th>
              </tr>
            </thead>
            <tbody>
              {digest.sends.map((s) => (
                <tr key={s.id} className="border-t border-border align-top" data-testid="digest-send">
                  <td className="py-1 pr-2">
                    {s.kind === "manual" ? `Sent now by ${s.createdBy ?? "an admin"}, ${formatDateTime(s.createdAt)}` : `Week of ${s.period}`}
                    {s.late ? <Badge tone="warn">late</Badge> : null}
                  </td>
                  <td className="py-1">
                    <ul>
                      {s.deliveries.map((d) => (
                        <li key={d.channelId} data-testid="digest-delivery" data-status={d.status}>
                          {names.get(d.channelId) ?? `channel ${d.channelId}`}: <Badge tone={STATUS_TONE[d.status]}>{d.status}</Badge>
                          {d.lastError
                            ? ` ${d.lastError} (attempt ${d.attempts}${d.status === "pending" ? `, next ${formatDateTime(d.nextAttemptAt)}` : ""})`
                            : ""}
                        </li>
                      ))}
                      {s.status === "pending" ? <li>Being prepared…</li> : null}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </li>
  );
}

/** The weekly digest: define, preview, send now, and the last sends with each channel's outcome (admins). */
export function DigestSection() {
  const digests = useQuery(digestsOptions());
  const data = digests.data;
  return (
    <Section
      headingId="weekly-digest-title"
      title="Weekly digest"
      description="What needs someone now, then the week's figures against the week before, sent on a day and hour of your choosing to alert channels (email, Slack, Teams, signed webhook)."
    >
      {digests.isError ? <ErrorPanel error={digests.error} onRetry={() => void digests.refetch()} /> : null}
      {data ? (
        <>
          {data.digests.length > 0 ? (
            <ul className="space-y-3">
              {data.digests.map((d) => (
                <DigestItem key={d.id} digest={d} channels={data.channels} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">No weekly digest yet.</p>
          )}
          {data.channels.length === 0 ? (
            <p className="text-sm">
              A digest goes to alert channels:{" "}
              <a href="/alerts" className="text-accent underline">
                add one on Alerts
              </a>{" "}
              first.
            </p>
          ) : (
            <NewDigest channels={data.channels} defaultTimeZone={data.defaultTimeZone} />
          )}
        </>
      ) : null}
    </Section>
  );
}
