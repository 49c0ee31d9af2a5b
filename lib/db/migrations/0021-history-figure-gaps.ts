import "server-only";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

const FIGURES = ["total_pending", "sla_breached", "open_takedowns", "stale_in_progress"] as const;

/**
 * A queue-history point keeps the figures its snapshot sent and leaves a figure not sent as null,
 * a gap in that figure's trend alone (lib/history/queue-history.ts); before, one missing figure
 * dropped the whole snapshot. SQLite cannot drop NOT NULL: its table is rebuilt with every row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of FIGURES) await sql`ALTER TABLE queue_history ALTER COLUMN ${sql.ref(column)} DROP NOT NULL`.execute(db);
    return;
  }
  await rebuild(db, false);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Points with a gap cannot keep NOT NULL: they are left out, as the recorder left them before.
  await db
    .deleteFrom("queue_history")
    .where((eb) => eb.or(FIGURES.map((column) => eb(column, "is", null))))
    .execute();
  if (isPostgres(db)) {
    for (const column of FIGURES) await sql`ALTER TABLE queue_history ALTER COLUMN ${sql.ref(column)} SET NOT NULL`.execute(db);
    return;
  }
  await rebuild(db, true);
}

async function rebuild(db: Kysely<any>, notNull: boolean): Promise<void> {
  await db.schema
    .createTable("queue_history_next")
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("minute", "text", (col) => col.notNull())
    .$call((builder) => {
      let b = builder;
      for (const column of FIGURES) b = b.addColumn(column, "integer", (col) => (notNull ? col.notNull() : col));
      return b;
    })
    .addPrimaryKeyConstraint("queue_history_next_pk", ["scope", "minute"])
    .modifyEnd(sql`without rowid`)
    .execute();
  await sql`INSERT INTO queue_history_next (scope, minute, total_pending, sla_breached, open_takedowns, stale_in_progress)
    SELECT scope, minute, total_pending, sla_breached, open_takedowns, stale_in_progress FROM queue_history`.execute(db);
  await db.schema.dropTable("queue_history").execute();
  await db.schema.alterTable("queue_history_next").renameTo("queue_history").execute();
}
