import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { WallCountsView } from "./counts.types";

const TOP_TAGS = 5;
const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * The console's own figures the wall shows beside the service's (docs/assets.md, docs/marks.md):
 * re-emerged assets from the threats sync, and the tags and assignees of the marks. Four indexed
 * counts on the console's store; nothing is asked of the service.
 */
export async function wallCounts(db: Kysely<Database>, org: string): Promise<WallCountsView> {
  const blocked = await db
    .selectFrom("threat_assets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("org", "=", org)
    .where("state", "=", "blocked")
    .where("liveness", "=", "ALIVE")
    .where("live_again_at", "is not", null)
    .executeTakeFirst();
  const watchlisted = await db
    .selectFrom("threat_watchlist")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("org", "=", org)
    .where("liveness", "=", "ALIVE")
    .where("live_again_at", "is not", null)
    .executeTakeFirst();
  const tags = await db
    .selectFrom("item_tags")
    .select(["tag", (eb) => eb.fn.countAll<number>().as("n")])
    .where("org", "=", org)
    .groupBy("tag")
    .orderBy("n", "desc")
    .orderBy("tag")
    .limit(TOP_TAGS)
    .execute();
  const assigned = await db
    .selectFrom("item_marks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("org", "=", org)
    .where("assignee", "is not", null)
    .executeTakeFirst();
  return {
    blockedLiveAgain: n(blocked),
    watchlistedLiveAgain: n(watchlisted),
    tags: tags.map((t) => ({ tag: t.tag, count: Number(t.n) })),
    assigned: n(assigned),
  };
}
