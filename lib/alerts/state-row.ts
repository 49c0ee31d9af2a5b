import "server-only";
import type { Selectable } from "kysely";
import type { AlertStatesTable } from "@/lib/db/schema";
import type { AlertState, AlertStateName } from "./state-machine";

/** A stored state row as the state machine reads it. */
export function stateOfRow(r: Selectable<AlertStatesTable>): AlertState {
  return {
    state: r.state as AlertStateName,
    since: r.since,
    lastTrueAt: r.last_true_at,
    ack: r.acked_by && r.acked_at ? { by: r.acked_by, at: r.acked_at, note: r.ack_note ?? "", until: r.ack_until } : null,
    remindedAt: r.reminded_at,
    reminders: Number(r.reminders ?? 0),
  };
}
