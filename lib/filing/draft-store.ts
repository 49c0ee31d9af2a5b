import "server-only";
import type { Kysely } from "kysely";
import { type FilingDraft, filingDraftSchema } from "@/lib/contract/filing-draft";
import type { Database } from "@/lib/db/schema";

type Owner = { userId: number; organization: string };

/** The person's draft for the organization, or null (none, or one a later version cannot read). */
export async function readDraft(db: Kysely<Database>, owner: Owner): Promise<{ draft: FilingDraft; updatedAt: string } | null> {
  const row = await db
    .selectFrom("filing_drafts")
    .select(["draft", "updated_at"])
    .where("user_id", "=", owner.userId)
    .where("organization", "=", owner.organization)
    .executeTakeFirst();
  if (!row) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.draft);
  } catch {
    return null;
  }
  const draft = filingDraftSchema.safeParse(parsed);
  return draft.success ? { draft: draft.data, updatedAt: row.updated_at } : null;
}

export async function writeDraft(db: Kysely<Database>, owner: Owner, draft: FilingDraft, now = new Date()): Promise<string> {
  const updatedAt = now.toISOString();
  await db
    .insertInto("filing_drafts")
    .values({ user_id: owner.userId, organization: owner.organization, draft: JSON.stringify(draft), updated_at: updatedAt })
    .onConflict((oc) => oc.columns(["user_id", "organization"]).doUpdateSet({ draft: JSON.stringify(draft), updated_at: updatedAt }))
    .execute();
  return updatedAt;
}

export async function deleteDraft(db: Kysely<Database>, owner: Owner): Promise<void> {
  await db.deleteFrom("filing_drafts").where("user_id", "=", owner.userId).where("organization", "=", owner.organization).execute();
}
