import "server-only";
import type { Kysely } from "kysely";
import { isPostgres } from "./engine";

/**
 * The service webhooks' secrets made from /settings (lib/webhooks/secret-rotation.ts), newest last,
 * each sealed with the alert channels' key (lib/secret-box.ts). The newest signs what the
 * service sends from its registration on; the one before it is still accepted for a day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = isPostgres(db) ? (col: any) => col.primaryKey().generatedByDefaultAsIdentity() : (col: any) => col.primaryKey().autoIncrement();
  await db.schema
    .createTable("webhook_secret_rotations")
    .addColumn("id", "integer", id)
    .addColumn("secret_sealed", "text", (col) => col.notNull())
    .addColumn("rotated_by", "text", (col) => col.notNull())
    .addColumn("rotated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_secret_rotations").execute();
}
