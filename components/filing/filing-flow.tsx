"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Field } from "@/components/ui/field";
import { Input, Select, Textarea } from "@/components/ui/input";
import { useHydrated } from "@/components/ui/use-hydrated";
import { WriteRefused } from "@/components/ui/write-refused";
import { brandSlugOf } from "@/lib/contract/brand-slug";
import type { StoredAttachment } from "@/lib/contract/filing-console";
import { PARSE_TEXT_MAX } from "@/lib/contract/filing-limits";
import { textChunks } from "@/lib/filing/batches";
import { MAX_FILING_ASSETS } from "@/lib/filing/extract";
import { type AssetOutcome, type FilingStop, runFiling } from "@/lib/filing/run-filing";
import { formatClock } from "@/lib/format/time";
import { brandListOptions } from "@/lib/queries/brands";
import { checkKnown, fileReport, parsePasted } from "@/lib/queries/filing";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { AssetRows, type DraftRow } from "./asset-rows";
import { EvidencePicker } from "./evidence-picker";
import { FilingResults } from "./filing-results";
import { useFilingDraft } from "./use-filing-draft";

const key = (content: string) => content.trim().toLowerCase();
let nextId = 0;
const rowId = () => `row-${++nextId}`;

function stopWords(stop: FilingStop): string {
  if (stop.kind === "failed") return `${stop.message}. Nothing was lost: the assets not filed are still below; file again when the service is back.`;
  return stop.until === null
    ? "The service is limiting filings. The assets not filed are still below; try again in a minute."
    : `The service is limiting filings until ${formatClock(stop.until)}. The assets not filed are still below; try again then.`;
}

/**
 * Paste → the assets the service finds (each row editable, removable) → one check of what the
 * service already knows → title, description, brand → File, in reports of at most 100 assets →
 * each asset's result. A failure keeps everything not filed (docs/filing.md).
 */
/** `writeRefusal`: why this console cannot file (a read-only key), said beside the disabled upload and File. */
export function FilingFlow({ initialText = "", related, writeRefusal = null }: { initialText?: string; related?: string; writeRefusal?: string | null }) {
  const org = useOrganizationScope();
  const brands = useQuery(brandListOptions(org));
  const [text, setText] = useState(initialText);
  const hydrated = useHydrated();
  const [rows, setRows] = useState<DraftRow[]>([]);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState(related ? `Related to report ${related}.` : "");
  const [brand, setBrand] = useState("");
  const [attachments, setAttachments] = useState<StoredAttachment[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [titleProblem, setTitleProblem] = useState<string | null>(null);
  const [results, setResults] = useState<AssetOutcome[]>([]);
  const [stop, setStop] = useState<FilingStop | null>(null);
  const kept = useFilingDraft({ text, rows, title, description, brand, attachments }, (draft) => {
    setText(draft.text);
    setRows(draft.rows);
    setTitle(draft.title);
    setDescription(draft.description);
    setBrand(draft.brand);
    setAttachments(draft.attachments);
    setNotice("Your draft is back as you left it.");
  });
  const startOver = async () => {
    await kept.discard();
    setText("");
    setRows([]);
    setTitle("");
    setDescription("");
    setBrand("");
    setAttachments([]);
    setNotice(null);
    setStop(null);
  };

  const check = async (current: DraftRow[]) => {
    const contents = [...new Set(current.map((r) => r.content.trim()).filter(Boolean))];
    if (contents.length === 0) return;
    setBusy("Checking what the service already knows…");
    const answer = await checkKnown(contents);
    const known = new Map(answer.rows.map((r) => [key(r.content), r]));
    setRows(current.map((r) => ({ ...r, check: known.get(key(r.content)) ?? null, file: (known.get(key(r.content))?.state ?? "new") === "new" })));
  };

  const find = async () => {
    setError(null);
    setNotice(null);
    setBusy("Looking for assets…");
    try {
      const found: DraftRow[] = rows.filter((r) => r.content.trim());
      const seen = new Set(found.map((r) => key(r.content)));
      let left = 0;
      const unrecognized: string[] = [];
      for (const piece of textChunks(text, PARSE_TEXT_MAX)) {
        const answer = await parsePasted(piece);
        left += answer.more;
        unrecognized.push(...answer.unrecognized);
        for (const row of answer.rows) {
          if (seen.has(key(row.content))) continue;
          if (found.length >= MAX_FILING_ASSETS) left += 1;
          else found.push({ id: rowId(), content: row.content, type: row.type, check: null, file: true });
          seen.add(key(row.content));
        }
      }
      const words = [
        found.length === 0 ? "No assets were found in the text." : null,
        left > 0 ? `${left} more ${left === 1 ? "asset was" : "assets were"} left out: one filing takes at most ${MAX_FILING_ASSETS}.` : null,
        unrecognized.length > 0
          ? `The service did not take ${unrecognized.length === 1 ? "this" : "these"} as assets: ${unrecognized.slice(0, 5).join(", ")}${unrecognized.length > 5 ? "…" : ""}`
          : null,
      ].filter(Boolean);
      setNotice(words.length > 0 ? words.join(" ") : null);
      setRows(found);
      await check(found);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(null);
    }
  };

  const chosen = rows.filter((r) => r.file && r.content.trim());
  const file = async () => {
    if (title.trim().length < 3) {
      setTitleProblem("Give the report a title of at least 3 characters");
      return;
    }
    setTitleProblem(null);
    setError(null);
    setStop(null);
    setBusy(`Filing 0 of ${chosen.length}…`);
    const run = await runFiling(
      chosen.map((r) => ({ content: r.content.trim() })),
      {
        title: title.trim(),
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(brand ? { brandSlug: brand } : {}),
        ...(attachments.length > 0 ? { attachmentUrls: attachments.map((a) => a.url) } : {}),
      },
      fileReport,
      (done, total) => setBusy(`Filing ${done} of ${total}…`),
    );
    setBusy(null);
    setResults((before) => [...before, ...run.results]);
    setStop(run.stop);
    const answered = new Map(run.results.map((r) => [key(r.content), r.outcome]));
    // Filed assets leave the draft; refused ones stay, unticked, to be changed; unsent ones stay as they were.
    setRows((current) =>
      current
        .filter((r) => !["filed", "unknown", "skipped"].includes(answered.get(key(r.content)) ?? ""))
        .map((r) => (answered.has(key(r.content)) ? { ...r, file: false } : r)),
    );
  };

  const working = busy !== null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="paste-heading" className="space-y-2">
        <h2 id="paste-heading" className="text-base font-semibold">
          1. Paste what you found
        </h2>
        <Field
          label="Text with the threats"
          hint="URLs, an e-mail's text or headers, a post, wallet addresses: one per line or mixed. The service picks out the assets."
        >
          {(control) => (
            // Read-only until the page hydrates: text typed into the server's HTML before React takes the box over is lost when it does.
            <Textarea
              {...control}
              value={text}
              onChange={(e) => setText(e.target.value)}
              readOnly={!hydrated}
              rows={6}
              className="w-full font-mono text-xs"
              spellCheck={false}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" disabled={working || text.trim() === ""} onClick={() => void find()}>
            Find assets
          </Button>
          <Button
            disabled={working || rows.length >= MAX_FILING_ASSETS}
            onClick={() => setRows([...rows, { id: rowId(), content: "", type: null, check: null, file: true }])}
          >
            Add a row
          </Button>
          {rows.some((r) => r.check === null && r.content.trim()) ? (
            <Button
              disabled={working}
              onClick={() =>
                void check(rows)
                  .catch(setError)
                  .finally(() => setBusy(null))
              }
            >
              Check again
            </Button>
          ) : null}
        </div>
        <p role="status" className="text-sm text-muted">
          {busy ?? notice ?? ""}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted" data-testid="draft-state">
          {kept.saveFailed
            ? "The draft could not be kept just now; it will be tried again with your next change."
            : kept.savedAt
              ? `Draft kept at ${formatClock(kept.savedAt)}: a reload or a sign-out loses nothing until you file or discard it.`
              : "Your draft is kept as you work, until you file or discard it."}
          {kept.savedAt || rows.length > 0 || text ? (
            <Button size="sm" variant="ghost" disabled={working} onClick={() => void startOver()}>
              Discard draft
            </Button>
          ) : null}
        </p>
      </section>
      {error ? <ErrorPanel error={error} title="The service could not be asked" /> : null}
      {rows.length > 0 ? (
        <section aria-labelledby="rows-heading" className="space-y-2">
          <h2 id="rows-heading" className="text-base font-semibold">
            2. Choose the assets ({chosen.length} of {rows.length} to file)
          </h2>
          <p className="text-sm text-muted">Assets the service already knows are left out unless you tick them.</p>
          <AssetRows rows={rows} onChange={setRows} disabled={working} />
        </section>
      ) : null}
      {rows.length > 0 ? (
        <section aria-labelledby="report-heading" className="max-w-2xl space-y-3">
          <h2 id="report-heading" className="text-base font-semibold">
            3. Describe the report
          </h2>
          <Field label="Title" error={titleProblem ?? undefined}>
            {(control) => <Input {...control} value={title} onChange={(e) => setTitle(e.target.value)} className="w-full" maxLength={200} />}
          </Field>
          <Field label="Description" hint="Optional; Markdown is kept">
            {(control) => <Textarea {...control} value={description} onChange={(e) => setDescription(e.target.value)} rows={3} className="w-full" />}
          </Field>
          <Field label="Brand" hint="Optional: the brand the threat impersonates">
            {(control) => (
              <Select {...control} value={brand} onChange={(e) => setBrand(e.target.value)}>
                <option value="">No brand</option>
                {(brands.data?.brands ?? []).map((b) => (
                  <option key={String(b.id)} value={brandSlugOf(b.name)}>
                    {b.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <EvidencePicker attachments={attachments} onChange={setAttachments} disabled={working || writeRefusal !== null} />
          <Button
            variant="primary"
            disabled={working || chosen.length === 0 || writeRefusal !== null}
            aria-describedby={writeRefusal ? "filing-write-refused" : undefined}
            onClick={() => void file()}
          >
            File {chosen.length} {chosen.length === 1 ? "asset" : "assets"}
          </Button>
          {writeRefusal ? <WriteRefused id="filing-write-refused" reason={writeRefusal} /> : null}
        </section>
      ) : null}
      {stop ? (
        <p role="alert" className="rounded border border-warn bg-warn-soft p-3 text-sm">
          {stopWords(stop)}
        </p>
      ) : null}
      {results.length > 0 ? <FilingResults results={results} /> : null}
    </div>
  );
}
