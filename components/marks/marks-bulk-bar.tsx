"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { saveFile } from "@/components/ui/save-file";
import { formatCount } from "@/lib/format";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { bulkMark, markKeys, undoBulkMark } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { BULK_CHOICES, type BulkChoice, type BulkKind, choiceLabel, doneWords, itemsWords } from "./bulk-actions";
import { clearSelection, selectAllMatching, selectLoaded, useSelection } from "./selection-store";
import { useSecondsLeft } from "./use-seconds-left";

type Done = { words: string; batchId: string; undoUntil: number };

/** The selected loaded rows as a CSV file, with the marks the list shows (each list writes its own columns). */
export type SelectedCsv = (picked: ReadonlySet<string>, marks: Readonly<Record<string, ItemMarks>>) => { text: string; name: string };

/**
 * The bar under a list while rows are selected: how many (always in view), "select all N matching
 * this filter", and one action on the whole selection in one request (undoable for a minute as one
 * step). Any list of marked items (/reports' reports, /assets' assets) by `kind`, its loaded rows'
 * ids and its CSV. Loaded lazily: no code of it is in the page's first load.
 */
export function MarksBulkBar({
  kind,
  viewKey,
  filterText,
  totalCount,
  rowIds,
  csv,
  canWrite,
  me,
  onChanged,
}: {
  kind: BulkKind;
  viewKey: string;
  /** The list's filters as the page's address writes them: "all matching" sends this. */
  filterText: string;
  totalCount: number | null;
  /** The loaded rows' ids, in the list's order. */
  rowIds: readonly string[];
  csv: SelectedCsv;
  canWrite: boolean;
  me: string | null;
  /** After an action or its undo: the list reads itself again where its rows depend on the marks (/assets' filters). */
  onChanged?: () => void;
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

  const refresh = () => {
    onChanged?.();
    return queryClient.invalidateQueries({ queryKey: markKeys.all(org) }).then(() => queryClient.invalidateQueries({ queryKey: markKeys.markedAll(org) }));
  };
  const apply = useMutation({
    mutationFn: () =>
      bulkMark({
        kind,
        selection: selection.all ? { filter: filterText } : { ids: [...selection.ids] },
        action: choice.action(text.trim(), me) as Parameters<typeof bulkMark>[0]["action"],
      }),
    onSuccess: (answer) => {
      setError(null);
      setDone({ words: doneWords(choice, answer.count, text.trim(), kind), batchId: answer.batchId, undoUntil: Date.parse(answer.undoUntil) });
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
      setDoneNote(`Undone for ${itemsWords(answer.undone, kind)}`);
      void refresh();
    },
    onError: (e) => setError(e instanceof Error ? e.message : "Could not undo"),
  });
  const [doneNote, setDoneNote] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(done?.undoUntil ?? null);

  if (count === 0 && !done && !doneNote) return null;
  const needsText = choice.needs !== null;
  const exportCsv = () => {
    // The rows' marks as the list shows them: every page's marks query under the organization's marks prefix.
    const marks: Record<string, ItemMarks> = {};
    for (const [, data] of queryClient.getQueriesData<unknown>({ queryKey: markKeys.all(org) })) {
      if (data && typeof data === "object" && "marks" in data) Object.assign(marks, (data as { marks: Record<string, ItemMarks> }).marks);
    }
    const file = csv(selection.ids, marks);
    saveFile(new Blob([file.text], { type: "text/csv" }), file.name);
  };

  return (
    <section
      aria-label={`Selected ${kind}s`}
      data-testid="bulk-bar"
      className="fixed inset-x-2 bottom-2 z-30 flex flex-wrap items-center gap-x-3 gap-y-2 rounded border border-border bg-surface-raised p-2 text-sm shadow-lg sm:inset-x-6"
    >
      <p role="status" data-testid="selected-count" className="font-medium">
        {selection.all ? `All ${itemsWords(count, kind)} matching this filter selected` : `${formatCount(count)} selected`}
      </p>
      {!selection.all && totalCount !== null && totalCount > selection.ids.size && count > 0 ? (
        <Button size="sm" variant="link" onClick={() => selectAllMatching(viewKey)}>
          Select all {formatCount(totalCount)} matching this filter
        </Button>
      ) : null}
      {!selection.all && count > 0 && rowIds.length > selection.ids.size ? (
        <Button size="sm" variant="link" onClick={() => selectLoaded(viewKey, rowIds)}>
          Select the {formatCount(rowIds.length)} loaded
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
                {choiceLabel(c, kind)}
              </option>
            ))}
          </Select>
          {needsText ? (
            <Input
              aria-label={choice.needs ?? ""}
              placeholder={choice.needs ?? ""}
              type={choice.key === "snooze-date" ? "datetime-local" : "text"}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className={choice.key === "snooze-date" ? "w-auto" : "w-36"}
            />
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
