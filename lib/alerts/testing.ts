/** Test-only helpers for the alerts suites: fake signal sources and a clean slate of alert tables. */
import "server-only";
import type { Kysely } from "kysely";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import { healthcheckFixture, snapshotFixture } from "@/lib/contract/response-fixtures";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { Database } from "@/lib/db/schema";
import type { SignalSources } from "./signals";

export const ALERT_TABLES = [
  "alert_rules",
  "alert_channels",
  "alert_silences",
  "alert_states",
  "alert_transitions",
  "alert_notifications",
  "alert_notification_transitions",
  "alert_delivery_attempts",
] as const;

export async function clearAlertTables(db: Kysely<Database>): Promise<void> {
  for (const table of ALERT_TABLES) await db.deleteFrom(table).execute();
}

/** Sources answering from mutable figures, counting every read. */
export function fakeSources(state: { pending: number; severity?: string; fail?: Error }) {
  const calls: string[] = [];
  const sources: SignalSources = {
    snapshot: async (scope) => {
      calls.push(`snapshot ${scope}`);
      if (state.fail) throw state.fail;
      const s = snapshotFixture() as unknown as QueueSnapshot;
      s.reviewQueue.totalPendingProposals = state.pending;
      return s;
    },
    healthcheck: async (id, scope) => {
      calls.push(`healthcheck ${id} ${scope}`);
      if (state.fail) throw state.fail;
      return { ...(healthcheckFixture() as unknown as HealthcheckResult), id, severity: state.severity ?? "ok", observed: { oldestAgeHours: 50 } };
    },
  };
  return { sources, calls };
}
