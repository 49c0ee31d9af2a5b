"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Input, Select } from "@/components/ui/input";
import { Section } from "@/components/ui/section";
import { callApi } from "@/lib/api/client";
import { ApiClientError } from "@/lib/api/errors";
import { createDigestApi, deleteDigestApi, previewDigestApi, sendDigestApi } from "@/lib/api-routes/digests";
import type { DigestPreview, DigestView } from "@/lib/digests/digest-service";
import { formatDateTime } from "@/lib/format/time";
import { digestKeys, digestsOptions } from "@/lib/queries/digests";

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const STATUS_TONE = { delivered: "ok", pending: "warn", failed: "fail" } as const;

function errorText(error: unknown): string {
  if (!(error instanceof ApiClientError)) return error instanceof Error ? error.message : String(error);
  return [error.message, ...error.issues.map((i) => i.message)].join(": ");
}

function NewDigestForm({ channels, defaultTimeZone }: { channels: { id: number; name: string; type: string }[]; defaultTimeZone: string }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState({ name: "Weekly outcomes", organizations: "", channelIds: [] as number[], day: 1, hour: 9, timeZone: defaultTimeZone });
  const create = useMutation({
    mutationFn: () =>
      callApi(createDigestApi, {
        body: {
          name: form.name,
          organizations: form.organizations
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean),
          channelIds: form.channelIds,
          day: form.day,
          hour: form.hour,
          timeZone: form.timeZone,
          enabled: true,
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: digestKeys.all() }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded border border-border p-3" aria-label="New weekly digest">
      <div className="grid gap-2 sm:grid-cols-2">
        <label className="flex flex-col text-sm">
          Name
          <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
        </label>
        <label className="flex flex-col text-sm">
          Organizations (slugs, comma-separated; empty: the key's own)
          <Input value={form.organizations} onChange={(e) => setForm({ ...form, organizations: e.target.value })} />
        </label>
        <label className="flex flex-col text-sm">
          Day
          <Select value={form.day} onChange={(e) => setForm({ ...form, day: Number(e.target.value) })}>
            {DAYS.map((d, i) => (
              <option key={d} value={i}>
                {d}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col text-sm">
          Hour
          <Select value={form.hour} onChange={(e) => setForm({ ...form, hour: Number(e.target.value) })}>
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {String(h).padStart(2, "0")}:00
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col text-sm">
          Time zone
          <Input value={form.timeZone} onChange={(e) => setForm({ ...form, timeZone: e.target.value })} />
        </label>
      </div>
      <fieldset className="text-sm">
        <legend>Channels</legend>
        <div className="flex flex-wrap gap-3">
          {channels.map((c) => (
            <label key={c.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={form.channelIds.includes(c.id)}
                onChange={(e) => setForm({ ...form, channelIds: e.target.checked ? [...form.channelIds, c.id] : form.channelIds.filter((id) => id !== c.id) })}
              />
              {c.name} ({c.type})
            </label>
          ))}
        </div>
      </fieldset>
      {create.isError ? (
        <p role="alert" className="text-sm text-fail">
          {errorText(create.error)}
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={create.isPending}>
        {create.isPending ? "Saving…" : "Save digest"}
      </Button>
    </form>
  );
}

function DigestItem({ digest, channels }: { digest: DigestView; channels: Map<number, string> }) {
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<DigestPreview | null>(null);
  const params = { digestId: digest.id };
  const show = useMutation({ mutationFn: () => callApi(previewDigestApi, { params }), onSuccess: setPreview });
  const send = useMutation({
    mutationFn: () => callApi(sendDigestApi, { params, body: {} }),
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
            {digest.channelIds.map((id) => channels.get(id) ?? `channel ${id}`).join(", ")}
            {digest.organizations.length > 0 ? `; ${digest.organizations.join(", ")}` : "; the key's own organization"}
            {digest.nextSendAt ? `. Next: ${formatDateTime(digest.nextSendAt)}` : ". Paused"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => show.mutate()} disabled={show.isPending}>
            {show.isPending ? "Preparing…" : "Preview"}
          </Button>
          <Button variant="primary" onClick={() => send.mutate()} disabled={send.isPending}>
            {send.isPending ? "Sending…" : "Send now"}
          </Button>
          <Button variant="ghost" onClick={() => remove.mutate()} disabled={remove.isPending}>
            Delete
          </Button>
        </div>
      </div>
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
                          {channels.get(d.channelId) ?? `channel ${d.channelId}`}: <Badge tone={STATUS_TONE[d.status]}>{d.status}</Badge>
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
  const channels = new Map((data?.channels ?? []).map((c) => [c.id, c.name]));
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
                <DigestItem key={d.id} digest={d} channels={channels} />
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
            <NewDigestForm channels={data.channels} defaultTimeZone={data.defaultTimeZone} />
          )}
        </>
      ) : null}
    </Section>
  );
}
