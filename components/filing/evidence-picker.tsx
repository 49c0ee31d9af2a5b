"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { StoredAttachment } from "@/lib/contract/filing-console";
import { ATTACHMENTS_PER_REPORT, UPLOAD_EXTENSIONS } from "@/lib/contract/filing-limits";
import { evidenceProblem } from "@/lib/filing/evidence";
import { uploadEvidence } from "@/lib/queries/filing";

type Pending = { id: number; file: File; progress: number; problem: string | null; failed: string | null };

let nextId = 0;
const size = (bytes: number | null) =>
  bytes === null ? "size not sent" : bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function privacyWords(visibility: string | null): string {
  if (visibility === "private") return "kept private to your organization";
  if (visibility === "public") return "stored at a public address";
  return "stored; the service did not say whether privately";
}

/**
 * Evidence files: picked or dropped, each checked against the service's rules before anything is
 * sent (a refused one says why), then uploaded one by one with its progress. A failed upload stays
 * listed with Try again; stored files go into every report of the filing.
 */
export function EvidencePicker({
  attachments,
  onChange,
  disabled,
}: {
  attachments: readonly StoredAttachment[];
  onChange: (next: StoredAttachment[]) => void;
  disabled: boolean;
}) {
  const [pending, setPending] = useState<Pending[]>([]);
  const [over, setOver] = useState(false);
  const update = (id: number, patch: Partial<Pending>) => setPending((all) => all.map((p) => (p.id === id ? { ...p, ...patch } : p)));

  let stored = [...attachments];
  const upload = async (item: Pending) => {
    update(item.id, { failed: null, progress: 0 });
    try {
      const answer = await uploadEvidence(item.file, (fraction) => update(item.id, { progress: fraction }));
      stored = [...stored, ...answer.attachments];
      onChange(stored);
      setPending((all) => all.filter((p) => p.id !== item.id));
    } catch (error) {
      update(item.id, { failed: error instanceof Error ? error.message : "The upload failed" });
    }
  };

  const add = async (files: readonly File[]) => {
    const room = ATTACHMENTS_PER_REPORT - attachments.length - pending.filter((p) => !p.problem).length;
    const items = files.map((file, i): Pending => {
      const problem = i >= room ? `A report takes at most ${ATTACHMENTS_PER_REPORT} files.` : evidenceProblem(file);
      return { id: ++nextId, file, progress: 0, problem, failed: null };
    });
    setPending((all) => [...all, ...items]);
    for (const item of items) if (!item.problem) await upload(item);
  };

  return (
    <section aria-labelledby="evidence-heading" className="space-y-2">
      <h3 id="evidence-heading" className="text-sm font-medium">
        Evidence
      </h3>
      <fieldset
        data-testid="evidence-drop"
        aria-label="Evidence files: drop them here"
        className={`min-w-0 rounded border border-dashed p-3 text-sm ${over ? "border-accent bg-accent-soft" : "border-border"}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) void add([...e.dataTransfer.files]);
        }}
      >
        <label className="block">
          <span className="block">Drop files here, or pick them</span>
          <span className="block text-xs text-muted">
            Screenshots, e-mails (.eml, .msg), PDFs, CSV… up to 4 MB each, {ATTACHMENTS_PER_REPORT} per report. The service takes {UPLOAD_EXTENSIONS.join(" ")}.
          </span>
          <input
            type="file"
            multiple
            disabled={disabled}
            className="mt-2 block text-sm"
            aria-label="Add evidence files"
            onChange={(e) => {
              void add([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </label>
      </fieldset>
      <ul className="space-y-1 text-sm" data-testid="evidence-list">
        {attachments.map((a) => (
          <li key={a.url} className="flex flex-wrap items-center gap-2" data-testid="evidence-stored">
            <span className="font-mono break-all">{a.fileName}</span>
            <span className="text-xs text-muted">
              {size(a.sizeBytes)}, {privacyWords(a.visibility)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={disabled}
              aria-label={`Remove ${a.fileName}`}
              onClick={() => onChange(attachments.filter((x) => x.url !== a.url))}
            >
              Remove
            </Button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-2" data-testid={p.problem ? "evidence-refused" : "evidence-pending"}>
            <span className="font-mono break-all">{p.file.name}</span>
            {p.problem ? (
              <span className="text-fail">Not uploaded: {p.problem}</span>
            ) : p.failed ? (
              <>
                <span className="text-fail">Upload failed: {p.failed}</span>
                <Button size="sm" onClick={() => void upload(p)}>
                  Try again
                </Button>
              </>
            ) : (
              <progress max={1} value={p.progress} aria-label={`Uploading ${p.file.name}`} className="h-2 w-32" />
            )}
            {p.problem || p.failed ? (
              <Button size="sm" variant="ghost" aria-label={`Dismiss ${p.file.name}`} onClick={() => setPending((all) => all.filter((x) => x.id !== p.id))}>
                Dismiss
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
