import "server-only";
import type { Kysely } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { Database } from "@/lib/db/schema";
import type { WalkResult } from "./queue-store";

/** The console's tag on a proposal handed over to the service's Review page (lib/marks). */
export const HANDED_OVER_TAG = "handed-over";

/**
 * After a walk of the whole queue: the proposals tagged handed over that it no longer lists as
 * pending were decided on the service's side (its Review page, or another reviewer), so their tag
 * goes. A walk that left records out (`unreadable`) clears nothing: a proposal it could not read is
 * not a decided one. Answers the proposals cleared.
 */
export async function clearDecidedHandOvers(db: Kysely<Database>, org: OrganizationKey, walked: Pick<WalkResult, "reports" | "unreadable">): Promise<string[]> {
  if (walked.unreadable) return [];
  const tagged = await db
    .selectFrom("item_tags")
    .select("item_id")
    .where("org", "=", org)
    .where("kind", "=", "proposal")
    .where("tag", "=", HANDED_OVER_TAG)
    .execute();
  if (tagged.length === 0) return [];
  const pending = new Set(
    walked.reports.flatMap((report) => report.proposals.filter((p) => p.reviewStatus?.toUpperCase() === "PENDING").map((p) => String(p.id))),
  );
  const decided = tagged.map((t) => t.item_id).filter((id) => !pending.has(id));
  if (decided.length === 0) return [];
  await db
    .deleteFrom("item_tags")
    .where("org", "=", org)
    .where("kind", "=", "proposal")
    .where("tag", "=", HANDED_OVER_TAG)
    .where("item_id", "in", decided)
    .execute();
  return decided;
}
