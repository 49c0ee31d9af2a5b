import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { AlertSilencesTable, Database } from "@/lib/db/schema";
import type { Silence } from "./notify-plan";
import type { SilenceInput } from "./rule-schema";

function toSilence(row: Selectable<AlertSilencesTable>): Silence {
  return {
    id: Number(row.id),
    ruleId: row.rule_id === null ? null : Number(row.rule_id),
    scope: row.scope,
    endsAt: row.ends_at,
    reason: row.reason,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

/** Silences not yet over at `now`, soonest end first. */
export async function activeSilences(db: Kysely<Database>, now: Date): Promise<Silence[]> {
  const rows = await db.selectFrom("alert_silences").selectAll().where("ends_at", ">", now.toISOString()).orderBy("ends_at").execute();
  return rows.map(toSilence);
}

export async function createSilence(db: Kysely<Database>, input: SilenceInput, createdBy: string, now = new Date()): Promise<Silence> {
  const row = await db
    .insertInto("alert_silences")
    .values({
      rule_id: input.ruleId ?? null,
      scope: input.scope ?? null,
      ends_at: new Date(input.endsAt).toISOString(),
      reason: input.reason,
      created_by: createdBy,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSilence(row);
}

/** Ends a silence now (kept, so /alerts and the audit log still say it was there). */
export async function endSilence(db: Kysely<Database>, id: number, now = new Date()): Promise<Silence | null> {
  const row = await db
    .updateTable("alert_silences")
    .set({ ends_at: now.toISOString() })
    .where("id", "=", id)
    .where("ends_at", ">", now.toISOString())
    .returningAll()
    .executeTakeFirst();
  return row ? toSilence(row) : null;
}
