import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";

/** The proposals of an organization carrying this tag and/or assigned to this person (/triage's marks filters). */
export async function markedProposalIds(db: Kysely<Database>, org: string, filter: { tag?: string; assignee?: string }): Promise<Set<string>> {
  if (filter.tag !== undefined) {
    const rows = await db
      .selectFrom("item_tags as t")
      .leftJoin("item_marks as m", (join) => join.onRef("m.org", "=", "t.org").onRef("m.kind", "=", "t.kind").onRef("m.item_id", "=", "t.item_id"))
      .select(["t.item_id", "m.assignee"])
      .where("t.org", "=", org)
      .where("t.kind", "=", "proposal")
      .where("t.tag", "=", filter.tag)
      .execute();
    return new Set(rows.filter((row) => filter.assignee === undefined || row.assignee === filter.assignee).map((row) => row.item_id));
  }
  let query = db.selectFrom("item_marks").select("item_id").where("org", "=", org).where("kind", "=", "proposal");
  if (filter.assignee !== undefined) query = query.where("assignee", "=", filter.assignee);
  return new Set((await query.execute()).map((row) => row.item_id));
}
