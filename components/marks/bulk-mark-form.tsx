"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { formatCount } from "@/lib/format";
import type { MarkAction } from "@/lib/marks/marks.types";
import { bulkMark, markKeys, undoBulkMark } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { BULK_CHOICES, type BulkChoice, doneWords, itemsWords } from "./bulk-actions";
import { useSecondsLeft } from "./use-seconds-left";

/** The marks a bar offers where its own buttons already snooze and follow (/triage). */
const MARK_ONLY = new Set<BulkChoice["key"]>(["tag", "untag", "note", "assign-me", "assign", "unassign"]);

type Done = { words: string; batchId: string; undoUntil: number };

/**
 * Tag, untag, note or assign the selected items in one request (POST /api/marks/bulk), audited as
 * one entry and undone as one step while its minute lasts. Every open screen shows the change
 * through the live events the marks route publishes.
 */
export function BulkMarkForm({
  kind,
  selection,
  count,
  me,
}: {
  kind: "proposal";
  /** The ticked items, or every one matching the list's filter (its address text). */
  selection: { ids: string[] } | { filter: string };
  count: number;
  me: string | null;
}) {
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  const choices = BULK_CHOICES.filter((c) => MARK_ONLY.has(c.key) && (c.key !== "assign-me" || me !== null));
  const [choiceKey, setChoiceKey] = useState<BulkChoice["key"]>("tag");
  const [text, setText] = useState("");
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const choice = choices.find((c) => c.key === choiceKey) ?? choices[0]!;
  const refresh = () => queryClient.invalidateQueries({ queryKey: markKeys.all(org) });
  const apply = useMutation({
    mutationFn: () => bulkMark({ kind, selection, action: choice.action(text.trim(), me) as MarkAction }),
    onSuccess: (answer) => {
      setError(null);
      setNote(null);
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
      setNote(`Undone for ${itemsWords(answer.undone, kind)}.`);
      void refresh();
    },
    onError: (e) => setError(e instanceof Error ? e.message : "Could not undo"),
  });
  const secondsLeft = useSecondsLeft(done?.undoUntil ?? null);

  return (
    <>
      {count > 0 ? (
        <form
          className="flex flex-wrap items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (choice.needs !== null && text.trim() === "") return setError(`${choice.needs} is required`);
            apply.mutate();
          }}
        >
          <Select
            aria-label="Mark the selected"
            className="max-w-[12rem]"
            value={choice.key}
            onChange={(e) => setChoiceKey(e.target.value as BulkChoice["key"])}
          >
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </Select>
          {choice.needs !== null ? (
            <Input aria-label={choice.needs} placeholder={choice.needs} value={text} onChange={(e) => setText(e.target.value)} className="w-32" />
          ) : null}
          <Button type="submit" size="sm" disabled={apply.isPending}>
            {apply.isPending ? "Working…" : `Apply to ${formatCount(count)}`}
          </Button>
        </form>
      ) : null}
      {done && secondsLeft > 0 ? (
        <p className="flex items-center gap-2" data-testid="bulk-done">
          {done.words}.
          <Button size="sm" onClick={() => undo.mutate(done.batchId)} disabled={undo.isPending}>
            Undo ({secondsLeft} s)
          </Button>
        </p>
      ) : null}
      {note ? <p role="status">{note}</p> : null}
      {error ? (
        <p role="alert" className="text-fail">
          {error}
        </p>
      ) : null}
    </>
  );
}
