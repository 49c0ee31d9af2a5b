"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { saveFile } from "@/components/ui/save-file";
import type { Report } from "@/lib/contract/report";
import { formatCount } from "@/lib/format";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { bulkMark, markKeys, undoBulkMark } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { REPORT_CSV_HEADER, reportCsvLine } from "@/lib/reports/report-csv";
import { BULK_CHOICES, type BulkChoice, doneWords } from "./bulk-actions";
import { clearSelection, selectAllMatching, selectLoaded, useSelection } from "./selection-store";
import { useSecondsLeft } from "./use-seconds-left";

type Done = { words: string; batchId: string; undoUntil: number };

/**
 * The bar under a list while rows are selected: how many (always in view), "select all N matching
 * this filter", and one action on the whole selection in one request (undoable for a minute as one
 * step). Loaded lazily: no code of it is in the page's first load.
 */
export function BulkBar({
  viewKey,
  filterText,
  totalCount,
  loaded,
  canWrite,
  me,
}: {
  viewKey: string;
  /** The list's filters as the page's address writes them: "all matching" sends this. */
  filterText: string;
  totalCount: number | null;
  loaded: readonly Report[];
  canWrite: boolean;
  me: string | null;
}) {
  const selection = useSelection(viewKey);
  const org = useOrganizationScope();
  const queryClient = useQueryClient();
  const [choiceKey, setChoiceKey] = useState<BulkChoice["key"]>("tag");
  const [text, setText] = useState("");
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choice = BULK_CHOICES.find((c) => c.key === choiceKey) ?? BULK_CHOICES[0];
  const count = selection.all ? (totalCount ?? 0) : selection.ids.size;

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: markKeys.all(org) }).then(() => queryClient.invalidateQueries({ queryKey: markKeys.markedAll(org) }));
  const apply = useMutation({
    mutationFn: () =>
      bulkMark({
        kind: "report",
        selection: selection.all ? { filter: filterText } : { ids: [...selection.ids] },
        action: choice.action(text.trim(), me) as Parameters<typeof bulkMark>[0]["action"],
      }),
    onSuccess: (answer) => {
      setError(null);
      setDone({ words: doneWords(choice, answer.count, text.trim()), batchId: answer.batchId, undoUntil: Date.parse(answer.undoUntil) });
      setText("");
      void refresh();
    },
    onError: (e) => setError(e instanceof Error ? e.message : "The action failed"),
  });
  const undo = useMutation({
    mutationFn: (batchId: string) => undoBulkMark(batchId),
    onSuccess: (answer) => {
      setDone(null);
      setError(null);
      setDoneNote(`Undone for ${formatCount(answer.undone)} report${answer.undone === 1 ? "" : "s"}`);
      void refresh();
    },
    onError: (e) => setError(e instanceof Error ? e.message : "Could not undo"),
  });
  const [doneNote, setDoneNote] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(done?.undoUntil ?? null);

  if (count === 0 && !done && !doneNote) return null;
  const needsText = choice.needs !== null;
  const exportCsv = () => {
    const picked = loaded.filter((r) => selection.ids.has(String(r.id)));
    // The rows' marks as the list shows them: every page's marks query under the organization's marks prefix.
    const marks: Record<string, ItemMarks> = {};
    for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: markKeys.all(org) })) {
      if (data && typeof data === "object" && "marks" in data) Object.assign(marks, (data as { marks: Record<string, ItemMarks> }).marks);
    }
    const lines = picked.map((r) => reportCsvLine(r, marks[String(r.id)])).join("");
    saveFile(new Blob([REPORT_CSV_HEADER + lines], { type: "text/csv" }), `reports-selected-${picked.length}.csv`);
  };

  return (
    <section
      aria-label="Selected reports"
      data-testid="bulk-bar"
      className="fixed inset-x-2 bottom-2 z-30 flex flex-wrap items-center gap-x-3 gap-y-2 rounded border border-border bg-surface-raised p-2 text-sm shadow-lg sm:inset-x-6"
    >
      <p role="status" data-testid="selected-count" className="font-medium">
        {selection.all ? `All ${formatCount(count)} reports matching this filter selected` : `${formatCount(count)} selected`}
      </p>
      {!selection.all && totalCount !== null && totalCount > selection.ids.size && count > 0 ? (
        <Button size="sm" variant="link" onClick={() => selectAllMatching(viewKey)}>
          Select all {formatCount(totalCount)} matching this filter
        </Button>
      ) : null}
      {!selection.all && count > 0 && loaded.length > selection.ids.size ? (
        <Button
          size="sm"
          variant="link"
          onClick={() =>
            selectLoaded(
              viewKey,
              loaded.map((r) => String(r.id)),
            )
          }
        >
          Select the {formatCount(loaded.length)} loaded
        </Button>
      ) : null}
      {count > 0 ? (
        <Button size="sm" variant="ghost" onClick={clearSelection}>
          Clear
        </Button>
      ) : null}
      {count > 0 && canWrite ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (needsText && text.trim() === "") return setError(`${choice.needs} is required`);
            apply.mutate();
          }}
        >
          <Select aria-label="Action" className="max-w-[14rem]" value={choiceKey} onChange={(e) => setChoiceKey(e.target.value as BulkChoice["key"])}>
            {BULK_CHOICES.filter((c) => c.key !== "assign-me" || me !== null).map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </Select>
          {needsText ? (
            <Input aria-label={choice.needs ?? ""} placeholder={choice.needs ?? ""} value={text} onChange={(e) => setText(e.target.value)} className="w-36" />
          ) : null}
          <Button type="submit" size="sm" variant="primary" disabled={apply.isPending}>
            {apply.isPending ? "Working…" : `Apply to ${formatCount(count)}`}
          </Button>
        </form>
      ) : null}
      {count > 0 && !selection.all ? (
        <Button size="sm" onClick={exportCsv}>
          Export selected as CSV
        </Button>
      ) : null}
      {done && secondsLeft > 0 ? (
        <p className="flex items-center gap-2" data-testid="bulk-done">
          {done.words}.
          <Button size="sm" onClick={() => undo.mutate(done.batchId)} disabled={undo.isPending}>
            Undo ({secondsLeft} s)
          </Button>
        </p>
      ) : doneNote ? (
        <p>{doneNote}.</p>
      ) : null}
      {error ? (
        <p role="alert" className="text-fail">
          {error}
        </p>
      ) : null}
    </section>
  );
}
