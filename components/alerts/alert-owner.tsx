"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import type { RuleView } from "@/lib/queries/alerts";
import type { useAlertMutations } from "./use-alert-mutations";

type Props = { rule: RuleView; canReview: boolean; mutations: ReturnType<typeof useAlertMutations> };

/**
 * Who owns a firing alert, on its rule's row: "Acknowledged by alice, 3 minutes ago" with their
 * note and when it lapses, or "Nobody has acknowledged it" with the button that takes it (with an
 * optional note). Reviewers and admins acknowledge; anyone reads it.
 */
export function AlertOwner({ rule, canReview, mutations }: Props) {
  const noteId = useId();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState("");
  const current = rule.current;
  if (current?.state !== "firing") return null;
  const ack = current.ack;
  if (ack) {
    return (
      <div className="mt-1 max-w-64 space-y-0.5 whitespace-normal text-xs" data-testid="alert-owner" data-acknowledged="true">
        <div className="font-semibold">Acknowledged by {ack.by}</div>
        <div className="text-muted">
          <RelativeTime iso={ack.at} />
        </div>
        {ack.note ? <p className="max-w-xs whitespace-normal text-muted">“{ack.note}”</p> : null}
        <div className="text-muted">
          {ack.until ? (
            <>
              until <RelativeTime iso={ack.until} />
            </>
          ) : (
            "until it resolves"
          )}
        </div>
        {canReview ? (
          <Button size="sm" variant="ghost" disabled={mutations.unacknowledge.isPending} onClick={() => mutations.unacknowledge.mutate(rule.id)}>
            Unacknowledge
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="mt-1 max-w-64 space-y-1 whitespace-normal text-xs" data-testid="alert-owner" data-acknowledged="false">
      <div className="font-semibold text-fail">Nobody has acknowledged it</div>
      {current.reminders > 0 ? <div className="text-muted">reminded {current.reminders === 1 ? "once" : `${current.reminders} times`}</div> : null}
      {canReview && !asking ? (
        <Button size="sm" variant="primary" onClick={() => setAsking(true)}>
          Acknowledge
        </Button>
      ) : null}
      {canReview && asking ? (
        <form
          className="flex max-w-xs flex-col gap-1 whitespace-normal"
          onSubmit={(e) => {
            e.preventDefault();
            mutations.acknowledge.mutate({ ruleId: rule.id, note: note.trim() }, { onSuccess: () => setAsking(false) });
          }}
        >
          <label htmlFor={noteId} className="font-medium">
            Note (optional): what you are doing
          </label>
          <Input id={noteId} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} className="w-full" autoComplete="off" />
          <div className="flex gap-1">
            <Button type="submit" size="sm" variant="primary" disabled={mutations.acknowledge.isPending}>
              Acknowledge
            </Button>
            <Button size="sm" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
