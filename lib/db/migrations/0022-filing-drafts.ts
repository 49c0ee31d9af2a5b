import "server-only";
import type { Kysely } from "kysely";

/**
 * A person's draft of a filing on /reports/new (issue 42): the pasted text, the rows, the report's
 * words, kept until filed or discarded, so a reload, a sign-out or a crashed tab loses nothing.
 * One per user and organization; the draft is the page's JSON (lib/contract/filing-draft.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("filing_drafts")
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("organization", "text", (col) => col.notNull())
    .addColumn("draft", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("filing_drafts_pk", ["user_id", "organization"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("filing_drafts").execute();
}
