"use client";

import { useEffect, useRef, useState } from "react";
import type { StoredAttachment } from "@/lib/contract/filing-console";
import type { FilingDraft } from "@/lib/contract/filing-draft";
import { DRAFT_TEXT_MAX } from "@/lib/contract/filing-limits";
import { discardDraft, loadDraft, saveDraft } from "@/lib/queries/filing";
import type { DraftRow } from "./asset-rows";

/** Under the /api body cap (64 KiB) with room for the envelope: past it the pasted text is left out (the rows hold what it gave). */
const DRAFT_BYTES = 60_000;
const SAVE_AFTER_MS = 800;

export type DraftFields = { text: string; rows: DraftRow[]; title: string; description: string; brand: string; attachments: StoredAttachment[] };

let restoredId = 0;

export function toDraft(fields: DraftFields): FilingDraft {
  const draft: FilingDraft = {
    text: fields.text.slice(0, DRAFT_TEXT_MAX),
    rows: fields.rows.map((r) => ({
      content: r.content,
      type: r.type,
      state: r.check?.state ?? null,
      reports: r.check?.reports.slice(0, 5) ?? [],
      file: r.file,
    })),
    title: fields.title,
    description: fields.description,
    brand: fields.brand,
    attachments: fields.attachments,
  };
  return JSON.stringify(draft).length > DRAFT_BYTES ? { ...draft, text: "" } : draft;
}

export function fromDraft(draft: FilingDraft): DraftFields {
  return {
    ...draft,
    attachments: draft.attachments ?? [],
    rows: draft.rows.map((r) => ({
      id: `kept-${++restoredId}`,
      content: r.content,
      type: r.type,
      check: r.state === null ? null : { content: r.content, state: r.state, reports: r.reports },
      file: r.file,
    })),
  };
}

const isEmpty = (f: DraftFields) =>
  f.text.trim() === "" && f.rows.length === 0 && f.title.trim() === "" && f.description.trim() === "" && f.attachments.length === 0;

/**
 * The page's draft in the console store: read once (a kept draft comes back; else the page's own
 * start), then saved a moment after each change; `discard` forgets it. A failed save is said and
 * retried with the next change: the page's state itself is never lost by it.
 */
export function useFilingDraft(fields: DraftFields, restore: (fields: DraftFields) => void) {
  const [loaded, setLoaded] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  const skipNext = useRef(true);
  const draft = JSON.stringify(toDraft(fields));
  // What the page started with, and what it holds now: a kept draft never overwrites what the person already typed.
  const started = useRef(draft);
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    const abort = new AbortController();
    loadDraft(abort.signal)
      .then((answer) => {
        if (answer.draft && !isEmpty(fromDraft(answer.draft)) && latest.current === started.current) {
          restoreRef.current(fromDraft(answer.draft));
          setSavedAt(answer.updatedAt);
        }
      })
      .catch(() => {})
      .finally(() => {
        if (!abort.signal.aborted) setLoaded(true);
      });
    return () => abort.abort();
  }, []);

  useEffect(() => {
    if (!loaded) return;
    if (skipNext.current) {
      skipNext.current = false;
      return;
    }
    const timer = setTimeout(() => {
      saveDraft(JSON.parse(draft) as FilingDraft)
        .then((answer) => {
          setSavedAt(answer.updatedAt);
          setSaveFailed(false);
        })
        .catch(() => setSaveFailed(true));
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft, loaded]);

  const discard = async () => {
    skipNext.current = true;
    await discardDraft().catch(() => {});
    setSavedAt(null);
  };
  return { loaded, savedAt, saveFailed, discard };
}
