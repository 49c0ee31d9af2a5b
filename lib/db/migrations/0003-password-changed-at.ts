import "server-only";
import type { Kysely } from "kysely";

/** When a user's password last changed: sessions issued before it stop working. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("password_changed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("password_changed_at").execute();
}
