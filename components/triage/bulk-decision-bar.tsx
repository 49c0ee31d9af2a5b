"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { BulkMarkForm } from "@/components/marks/bulk-mark-form";
import { clearSelection, selectAllMatching, useSelection } from "@/components/marks/selection-store";
import { SNOOZE_CHOICES, type SnoozeChoice, snoozeUntil } from "@/components/marks/snooze-until";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/input";
import { saveFile } from "@/components/ui/save-file";
import { APPROVE_LABELS, REJECT_REASONS, WATCHLIST_REASONS } from "@/lib/contract/review-request";
import { plural } from "@/lib/format/duration";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { bulkMark } from "@/lib/queries/marks";
import { holdReviewsInBulk, triageKeys, undoReviews } from "@/lib/queries/triage";
import type { BulkDecisionView } from "@/lib/triage/view-types";
import type { QueueItem } from "./queue";
import { queueCsv } from "./queue-csv";
import { labelNeedsBrand, REJECT_REASON_NAMES, WATCHLIST_REASON_NAMES } from "./review-body";

/** The decisions a bulk bar offers: each with its one reason or label (a label naming a brand is decided one by one). */
const CHOICES = [
  ...REJECT_REASONS.map((r) => ({ key: `REJECT:${r}`, label: `Reject: ${REJECT_REASON_NAMES[r]}`, review: { decision: "REJECT", rejectReason: r } })),
  ...WATCHLIST_REASONS.filter((r) => r !== "OTHER").map((r) => ({
    key: `WATCHLIST:${r}`,
    label: `Watchlist: ${WATCHLIST_REASON_NAMES[r]}`,
    review: { decision: "WATCHLIST", watchlistReason: r },
  })),
  ...APPROVE_LABELS.filter((l) => !labelNeedsBrand(l)).map((l) => ({ key: `APPROVE:${l}`, label: `Approve: ${l}`, review: { decision: "APPROVE", label: l } })),
];

/** The view of /triage's selection (components/marks/selection-store.ts). */
const TRIAGE_SELECTION = "triage";

/**
 * /triage's bar while proposals are selected: how many the remaining budget covers, one decision
 * held for all it covers (one Undo for all), the rest offered on the service's own Review page;
 * or a snooze (they leave /triage until their time, or until the service changes them).
 */
export function BulkDecisionBar({
  org,
  slug,
  remaining,
  me,
  items,
  marks,
  filterText,
  matching,
}: {
  org: string;
  slug?: string;
  remaining: number | null;
  me: string | null;
  /** The loaded queue and its marks: "Export selected as CSV" writes the selected ones. */
  items: readonly QueueItem[];
  marks: ReadonlyMap<string, ItemMarks>;
  /** The list's filters as the page's address writes them, and how many proposals they hold: "all matching" sends the filter. */
  filterText: string;
  matching: number | null;
}) {
  const selection = useSelection(TRIAGE_SELECTION);
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(CHOICES[0]!.key);
  const [outcome, setOutcome] = useState<BulkDecisionView | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [snoozeChoice, setSnoozeChoice] = useState<SnoozeChoice>("day");
  const [wakeAt, setWakeAt] = useState("");
  const ids = [...selection.ids];
  // Every proposal the filter holds (not only the loaded ones) goes as the filter: marks, snoozes and follows take it, decisions do not.
  const all = selection.all;
  const count = all ? (matching ?? 0) : ids.length;
  const target = all ? { filter: filterText } : { ids };
  const refresh = () => queryClient.invalidateQueries({ queryKey: triageKeys.all(org) });
  const decide = useMutation({
    mutationFn: (planned: boolean) => holdReviewsInBulk(ids, CHOICES.find((c) => c.key === choice)!.review, slug, planned),
    onSuccess: (answer) => {
      setOutcome(answer);
      setNote(null);
      clearSelection();
      void refresh();
    },
    onError: (e) => setNote(e instanceof Error ? e.message : "The decision failed"),
  });
  const undoAll = useMutation({
    mutationFn: (held: BulkDecisionView["held"]) =>
      undoReviews(
        held.map((h) => h.id),
        slug,
      ),
    onSuccess: (answer) => {
      setOutcome((o) => (o ? { ...o, held: [] } : o));
      setNote(
        answer.tooLate.length === 0
          ? "Undone: none of them was reviewed."
          : `Undone ${plural(answer.undone.length, "review")}; ${plural(answer.tooLate.length, "review")} had already gone to the service.`,
      );
      void refresh();
    },
    onError: (e) => setNote(e instanceof Error ? e.message : "Could not undo"),
  });
  const snooze = useMutation({
    mutationFn: (until: string | null) => bulkMark({ kind: "proposal", selection: target, action: { type: "snooze", until } }),
    onSuccess: (answer) => {
      setNote(`Snoozed ${plural(answer.count, "proposal")}: they leave this list until they wake.`);
      clearSelection();
      void refresh();
    },
    onError: (e) => setNote(e instanceof Error ? e.message : "The snooze failed"),
  });

  const snoozeSelected = () => {
    const end = snoozeUntil(snoozeChoice, wakeAt, new Date());
    if ("error" in end) setNote(end.error);
    else snooze.mutate(end.until);
  };

  const follow = useMutation({
    mutationFn: () => bulkMark({ kind: "proposal", selection: target, action: { type: "follow" } }),
    onSuccess: (answer) =>
      setNote(
        `Following the assets of ${plural(answer.count, "proposal")}${answer.changed < answer.count ? ` (${answer.changed} new; the rest you followed already)` : ""}: their changes show under Reported assets → Following.`,
      ),
    onError: (e) => setNote(e instanceof Error ? e.message : "The follow failed"),
  });

  if (count === 0 && !outcome && !note) return null;
  const covered = remaining === null ? null : Math.min(remaining, ids.length);
  return (
    <section
      aria-label="Selected proposals"
      data-testid="triage-bulk-bar"
      className="sticky top-2 z-20 flex flex-col gap-2 rounded border border-border bg-surface-raised p-2 text-sm shadow-md"
    >
      {count > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="font-medium" data-testid="triage-selected-count">
            {all
              ? `All ${plural(count, "proposal")} matching this filter selected · decisions take ticked proposals, at most 100`
              : `${plural(ids.length, "proposal")} selected`}
            {covered === null || all
              ? ""
              : ` · the remaining budget covers ${covered}${covered < ids.length ? `; ${ids.length - covered} would go to the service's Review page` : ""}`}
          </p>
          {!all && matching !== null && matching > ids.length ? (
            <Button size="sm" variant="link" onClick={() => selectAllMatching(TRIAGE_SELECTION)}>
              Select all {plural(matching, "proposal")} matching this filter
            </Button>
          ) : null}
          <Select aria-label="Decision for the selected" className="max-w-[18rem]" value={choice} onChange={(e) => setChoice(e.target.value)}>
            {CHOICES.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </Select>
          <Button size="sm" variant="primary" onClick={() => decide.mutate(false)} disabled={decide.isPending || all}>
            Decide {ids.length}
          </Button>
          <Button size="sm" onClick={() => decide.mutate(true)} disabled={decide.isPending || covered === 0 || all}>
            Plan {covered ?? ids.length} to confirm later
          </Button>
          <span className="flex flex-wrap items-center gap-1">
            <Select
              aria-label="How long to snooze"
              className="max-w-[16rem]"
              value={snoozeChoice}
              onChange={(e) => setSnoozeChoice(e.target.value as SnoozeChoice)}
            >
              {SNOOZE_CHOICES.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </Select>
            {snoozeChoice === "date" ? (
              <Input type="datetime-local" aria-label="Wake them at" className="w-auto" value={wakeAt} onChange={(e) => setWakeAt(e.target.value)} />
            ) : null}
            <Button size="sm" onClick={snoozeSelected} disabled={snooze.isPending}>
              Snooze {count}
            </Button>
          </span>
          <Button size="sm" onClick={() => follow.mutate()} disabled={follow.isPending}>
            Follow their assets
          </Button>
          {all ? null : (
            <Button
              size="sm"
              onClick={() => {
                const picked = items.filter((i) => selection.ids.has(i.key));
                saveFile(new Blob([queueCsv(picked, marks)], { type: "text/csv" }), `triage-selected-${picked.length}.csv`);
              }}
            >
              Export selected as CSV
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={clearSelection}>
            Clear
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <BulkMarkForm kind="proposal" selection={target} count={count} me={me} />
      </div>
      {outcome && outcome.held.length > 0 && outcome.held[0]!.status === "planned" ? (
        <p data-testid="triage-bulk-held">
          {plural(outcome.held.length, "review")} planned: nothing is sent until you confirm them, one by one or all together, under Planned reviews.
        </p>
      ) : outcome && outcome.held.length > 0 ? (
        <p className="flex flex-wrap items-center gap-2" data-testid="triage-bulk-held">
          {plural(outcome.held.length, "review")} held: each is sent when its undo window ends.
          <Button size="sm" onClick={() => undoAll.mutate(outcome.held)} disabled={undoAll.isPending}>
            Undo all {outcome.held.length}
          </Button>
        </p>
      ) : null}
      {outcome && outcome.handedOver.length > 0 ? (
        <div data-testid="triage-handed-over">
          <p>
            Beyond today's budget: {plural(outcome.handedOver.length, "proposal")} marked as handed over. The service's own Review page does not count against
            the budget:
          </p>
          <ul className="ml-4 list-disc">
            {outcome.handedOver.map((h) => (
              <li key={h.proposalId}>
                {h.reviewUrl ? (
                  <a href={h.reviewUrl} target="_blank" rel="noreferrer" className="text-accent underline">
                    Review proposal {h.proposalId} on the service's page
                  </a>
                ) : (
                  `Proposal ${h.proposalId}: review it on the service's Review page (this console does not know its address)`
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome && outcome.alreadyHeld.length > 0 ? <p>{outcome.alreadyHeld.map((a) => `${a.username} already reviewed ${a.proposalId}`).join("; ")}.</p> : null}
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
