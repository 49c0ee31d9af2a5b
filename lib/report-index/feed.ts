import "server-only";
import type { ReportList } from "@/lib/contract/report";
import { getDb } from "@/lib/db";
import { getLogger } from "@/lib/log/logger";
import { ensureSyncState, indexRowsOf, organizationKey, writeIndexRows } from "./index-store";
import { recentlyIndexed } from "./recently-indexed";

/**
 * Feeds the report index from a list answer that passes through the console (the /api list
 * route, the /reports page's first page), writing only the rows this process has not already
 * written as they are (recently-indexed.ts). Never fails the answer: the index is a cache of
 * where reports are, and the background sync fills what this misses.
 */
export async function feedReportIndex(slug: string | undefined, page: ReportList, now = new Date()): Promise<void> {
  try {
    const db = await getDb();
    const organization = organizationKey(slug);
    const memo = recentlyIndexed(db);
    const changed = memo.unwritten(organization, page.reports, now.getTime());
    await writeIndexRows(db, indexRowsOf(organization, changed, now));
    memo.remember(organization, changed, now.getTime());
    if (organization !== "" && !memo.hasSyncRow(organization)) {
      await ensureSyncState(db, organization);
      memo.noteSyncRow(organization);
    }
  } catch (error) {
    getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "report index feed");
  }
}
