import "server-only";
import type { ReportList } from "@/lib/contract/report";
import { getDb } from "@/lib/db";
import { getLogger } from "@/lib/log/logger";
import { ensureSyncState, indexReports, organizationKey } from "./index-store";

/**
 * Feeds the report index from a list answer that passes through the console (the /api list
 * route, the /reports page's first page). Never fails the answer: the index is a cache of
 * where reports are, and the background sync fills what this misses.
 */
export async function feedReportIndex(slug: string | undefined, page: ReportList): Promise<void> {
  try {
    const db = await getDb();
    const organization = organizationKey(slug);
    await indexReports(db, organization, page.reports, new Date());
    if (organization !== "") await ensureSyncState(db, organization);
  } catch (error) {
    getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "report index feed");
  }
}
