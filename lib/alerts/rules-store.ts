import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { AlertRulesTable, Database } from "@/lib/db/schema";
import { type AlertSeverity, conditionSchema, type RuleInput } from "./rule-schema";
import type { AlertRule } from "./views.types";

export type { AlertRule };

function toRule(row: Selectable<AlertRulesTable>): AlertRule {
  return {
    id: Number(row.id),
    name: row.name,
    condition: conditionSchema.parse(JSON.parse(row.condition)),
    scope: row.scope,
    forSeconds: Number(row.for_seconds),
    keepFiringSeconds: Number(row.keep_firing_seconds),
    severity: row.severity as AlertSeverity,
    channelIds: (JSON.parse(row.channel_ids) as unknown[]).map(Number),
    note: row.note,
    runbookUrl: row.runbook_url,
    ackExpirySeconds: Number(row.ack_expiry_seconds),
    renotifySeconds: Number(row.renotify_seconds),
    escalationChannelIds: (JSON.parse(row.escalation_channel_ids) as unknown[]).map(Number),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(input: RuleInput) {
  return {
    name: input.name,
    condition: JSON.stringify(input.condition),
    scope: input.scope,
    for_seconds: input.forSeconds,
    keep_firing_seconds: input.keepFiringSeconds,
    severity: input.severity,
    channel_ids: JSON.stringify([...new Set(input.channelIds)]),
    note: input.note,
    runbook_url: input.runbookUrl,
    ack_expiry_seconds: input.ackExpirySeconds,
    renotify_seconds: input.renotifySeconds,
    escalation_channel_ids: JSON.stringify([...new Set(input.escalationChannelIds)]),
  };
}

export async function listRules(db: Kysely<Database>): Promise<AlertRule[]> {
  const rows = await db.selectFrom("alert_rules").selectAll().orderBy("id").execute();
  return rows.map(toRule);
}

export async function getRule(db: Kysely<Database>, id: number): Promise<AlertRule | null> {
  const row = await db.selectFrom("alert_rules").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRule(row) : null;
}

export async function createRule(db: Kysely<Database>, input: RuleInput, createdBy: string, now = new Date()): Promise<AlertRule> {
  const at = now.toISOString();
  const row = await db
    .insertInto("alert_rules")
    .values({ ...columns(input), created_by: createdBy, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toRule(row);
}

export async function updateRule(db: Kysely<Database>, id: number, input: RuleInput, now = new Date()): Promise<AlertRule | null> {
  const row = await db
    .updateTable("alert_rules")
    .set({ ...columns(input), updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRule(row) : null;
}

/** Deletes a rule with its current state and its own silences; its history stays (named by text). */
export async function deleteRule(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("alert_rules").where("id", "=", id).executeTakeFirst();
    await trx.deleteFrom("alert_states").where("rule_id", "=", id).execute();
    await trx.deleteFrom("alert_silences").where("rule_id", "=", id).execute();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Channel ids a rule names that do not exist (refused on save). */
export async function unknownChannels(db: Kysely<Database>, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("alert_channels").select("id").where("id", "in", ids).execute();
  const known = new Set(rows.map((r) => Number(r.id)));
  return ids.filter((id) => !known.has(id));
}

/** Takes the channels off every rule naming them (channel_ids is a JSON list, so this reads each rule). */
export async function dropChannelFromRules(db: Kysely<Database>, channelIds: number[]): Promise<void> {
  const gone = new Set(channelIds);
  const rows = await db.selectFrom("alert_rules").select(["id", "channel_ids", "escalation_channel_ids"]).execute();
  for (const row of rows) {
    for (const column of ["channel_ids", "escalation_channel_ids"] as const) {
      const ids = (JSON.parse(row[column]) as unknown[]).map(Number);
      const kept = ids.filter((x) => !gone.has(x));
      if (kept.length !== ids.length)
        await db
          .updateTable("alert_rules")
          .set({ [column]: JSON.stringify(kept) })
          .where("id", "=", row.id)
          .execute();
    }
  }
}
