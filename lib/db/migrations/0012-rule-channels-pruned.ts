import "server-only";
import type { Kysely } from "kysely";

/**
 * Rules no longer name deleted channels (issue 29): deleting a channel now takes it off its rules
 * (lib/alerts/channels-store.ts), and this takes off those deleted before. `channel_ids` is a JSON
 * list on both engines, so the rows are read and written back rather than edited in SQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const channels = await db.selectFrom("alert_channels").select("id").execute();
  const known = new Set(channels.map((c) => Number(c.id)));
  const rules = await db.selectFrom("alert_rules").select(["id", "channel_ids"]).execute();
  for (const rule of rules) {
    const ids = (JSON.parse(String(rule.channel_ids)) as unknown[]).map(Number);
    const kept = ids.filter((id) => known.has(id));
    if (kept.length !== ids.length)
      await db
        .updateTable("alert_rules")
        .set({ channel_ids: JSON.stringify(kept) })
        .where("id", "=", rule.id)
        .execute();
  }
}

export async function down(): Promise<void> {
  // Nothing to restore: the channels are gone.
}
