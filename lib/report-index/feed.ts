import "server-only";
import { type OrganizationScope, storageKeyOf } from "@/lib/contract/organization-scope";
import type { ReportList } from "@/lib/contract/report";
import { getDb } from "@/lib/db";
import { getLogger } from "@/lib/log/logger";
import { ensureSyncState, indexRowsOf, writeIndexRows } from "./index-store";
import { recentlyIndexed } from "./recently-indexed";

/**
 * The write that feeds the report index from a list answer passing through the console (the /api
 * list route, the /reports page's first page): only the rows this process has not already written
 * as they are (recently-indexed.ts). Null when there is none, so a polled page schedules no work
 * after its answer. The write never fails the answer: the index is a cache of where reports are,
 * and the background sync fills what this misses.
 */
export async function reportIndexFeed(scope: OrganizationScope, page: ReportList, now = new Date()): Promise<(() => Promise<void>) | null> {
  try {
    const db = await getDb();
    const organization = storageKeyOf(scope);
    const memo = recentlyIndexed(db);
    const changed = memo.unwritten(organization, page.reports, now.getTime());
    const syncRowMissing = organization !== "" && !memo.hasSyncRow(organization);
    if (changed.length === 0 && !syncRowMissing) return null;
    return async () => {
      try {
        await writeIndexRows(db, indexRowsOf(organization, changed, now));
        memo.remember(organization, changed, now.getTime());
        if (syncRowMissing) {
          await ensureSyncState(db, organization);
          memo.noteSyncRow(organization);
        }
      } catch (error) {
        warn(error);
      }
    };
  } catch (error) {
    warn(error);
    return null;
  }
}

function warn(error: unknown): void {
  getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "report index feed");
}
