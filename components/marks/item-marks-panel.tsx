"use client";

import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@/lib/format/time";
import { marksOptions } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { RowMarks } from "./row-marks";

/**
 * A report's or a proposal's console marks in its panel: tags, assignee, snooze with its end, and
 * the newest notes with who wrote them and when (the lists show the chips; notes only here).
 */
export function ItemMarksPanel({ kind, id }: { kind: "report" | "proposal"; id: string }) {
  const org = useOrganizationScope();
  const query = useQuery(marksOptions(org, kind, [id]));
  const marks = query.data?.marks[id];
  const empty = !marks || (marks.tags.length === 0 && !marks.assignee && !marks.snoozed && marks.notes.length === 0);
  return (
    <section aria-label="The console's marks" className="mt-4 text-sm" data-testid="item-marks">
      <h3 className="mb-1 font-semibold">Tags, assignee and notes</h3>
      {query.isPending ? (
        <p className="text-muted">Loading…</p>
      ) : query.isError ? (
        <p className="text-muted">The console's marks could not be read.</p>
      ) : empty ? (
        <p className="text-muted">None yet: select it in the list to tag, assign, snooze or add a note.</p>
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-1.5">
            <RowMarks marks={marks} />
            {marks.snoozed ? (
              <span className="text-xs text-muted">{marks.snoozedUntil ? `until ${formatDateTime(marks.snoozedUntil)}` : "until the service changes it"}</span>
            ) : null}
          </p>
          {marks.notes.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-1.5" data-testid="item-notes">
              {marks.notes.map((note) => (
                <li key={`${note.createdAt}-${note.author}`} className="rounded border border-border p-2">
                  <p className="whitespace-pre-wrap break-words">{note.body}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    {note.author} · {formatDateTime(note.createdAt)}
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
