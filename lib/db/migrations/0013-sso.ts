import "server-only";
import type { Kysely } from "kysely";

/**
 * Sign-in through the organization's identity provider (issue 31). A user made by the provider is
 * keyed by its issuer and subject (never by a name, which the provider may change) and has no
 * password. A login under way (state, nonce, PKCE verifier) is a row, so the provider's callback
 * may land on any instance, and is deleted when used, so it cannot be used twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("sso_issuer", "text").execute();
  await db.schema.alterTable("users").addColumn("sso_subject", "text").execute();
  await db.schema.alterTable("users").addColumn("email", "text").execute();
  await db.schema.alterTable("users").addColumn("display_name", "text").execute();
  await db.schema.createIndex("users_sso_identity_idx").on("users").columns(["sso_issuer", "sso_subject"]).unique().execute();
  await db.schema
    .createTable("oidc_logins")
    .addColumn("state", "text", (col) => col.primaryKey())
    .addColumn("nonce", "text", (col) => col.notNull())
    .addColumn("code_verifier", "text", (col) => col.notNull())
    .addColumn("next_path", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("oidc_logins_expires_idx").on("oidc_logins").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("oidc_logins").execute();
  await db.schema.dropIndex("users_sso_identity_idx").execute();
  for (const column of ["display_name", "email", "sso_subject", "sso_issuer"]) await db.schema.alterTable("users").dropColumn(column).execute();
}
