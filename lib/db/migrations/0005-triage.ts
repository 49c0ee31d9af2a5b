import "server-only";
import type { Kysely } from "kysely";
import { isPostgres } from "./engine";

/**
 * The triage queue (issue 17): the walked queue per organization, the proposals the service
 * refused (403) until their report changes, who is reviewing what, and held reviews (the outbox).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("triage_queue")
    .addColumn("org", "text", (col) => col.primaryKey())
    // JSON: the reports of the walk that carry a PENDING proposal, and the organization's brands.
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("walked_at", "text", (col) => col.notNull())
    .addColumn("walk_ms", "integer", (col) => col.notNull())
    .addColumn("pages", "integer", (col) => col.notNull())
    // Set by a review or a refusal: the queue is refreshed whatever its age, and stays stale
    // until a walk that started after this time is stored.
    .addColumn("stale_since", "text")
    .addColumn("viewed_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("triage_refusals")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("proposal_id", "text", (col) => col.notNull())
    .addColumn("report_id", "text", (col) => col.notNull())
    .addColumn("report_updated_at", "text", (col) => col.notNull())
    .addColumn("refused_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("triage_refusals_pk", ["org", "proposal_id"])
    .execute();

  await db.schema
    .createTable("triage_claims")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("proposal_id", "text", (col) => col.notNull())
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("triage_claims_pk", ["org", "proposal_id"])
    .execute();

  await db.schema
    .createTable("review_outbox")
    .addColumn("id", "integer", (col) => (isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("proposal_id", "text", (col) => col.notNull())
    .addColumn("report_id", "text", (col) => col.notNull())
    .addColumn("report_updated_at", "text", (col) => col.notNull())
    .addColumn("asset_content", "text", (col) => col.notNull())
    // JSON: the review body exactly as the service will receive it.
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("send_after", "text", (col) => col.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("http_status", "integer")
    // JSON: what the service answered (the review, or the error's code, message and Retry-After).
    .addColumn("outcome", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("review_outbox_due_idx").on("review_outbox").columns(["status", "send_after"]).execute();
  await db.schema.createIndex("review_outbox_org_idx").on("review_outbox").columns(["org", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("review_outbox").execute();
  await db.schema.dropTable("triage_claims").execute();
  await db.schema.dropTable("triage_refusals").execute();
  await db.schema.dropTable("triage_queue").execute();
}
