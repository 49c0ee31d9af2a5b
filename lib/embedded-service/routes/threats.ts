import "server-only";
import type { Hono } from "hono";
import { searchParamsToRecord } from "@/lib/contract/report-list-request";
import { threatListQuerySchema, watchlistQuerySchema } from "@/lib/contract/threat-request";
import { formatId, resolveOrganization, type ServiceEnv, type Variant, validate } from "../context";
import { listThreats, listWatchlist, type ThreatRow, type WatchRow } from "../store/threat-feed";

const detailsUrl = (content: string) => `https://app.embedded.invalid/search?content=${encodeURIComponent(content)}&tab=reports-takedowns`;

function presentThreat(variant: Variant, row: ThreatRow) {
  const threat: Record<string, unknown> = {
    id: formatId(variant, row.id),
    content: row.content,
    type: row.type,
    status: row.status,
    state: row.state,
    livenessStatus: row.livenessStatus,
    brands: row.brands,
    firstReportedAt: row.firstReportedAt,
    escalatedAt: row.escalatedAt,
    blockedAt: row.blockedAt,
    takedown: row.takedown,
    detailsUrl: detailsUrl(row.content),
    updatedAt: row.updatedAt,
  };
  // The sparse dialect leaves out the dates of steps not reached (absent, not null), as a thin answer may.
  if (variant === "sparse") {
    for (const key of ["escalatedAt", "blockedAt", "takedown"]) if (threat[key] === null) delete threat[key];
  }
  return threat;
}

function presentWatch(variant: Variant, row: WatchRow) {
  return {
    id: formatId(variant, row.id),
    content: row.content,
    type: row.type,
    status: row.status,
    pendingStatus: row.pendingStatus,
    livenessStatus: row.livenessStatus,
    watchlistedAt: row.watchlistedAt,
    reason: row.reason,
    firstReportedAt: row.firstReportedAt,
    lastScanAt: row.lastScanAt,
  };
}

/**
 * GET /organization/threats and GET /organization/watchlist: by asset id, `per_page` 1–1000
 * (default 100), `next_page` the last asset id of the page as a string, null on the last page.
 */
export function registerThreatRoutes(app: Hono<ServiceEnv>): void {
  app.get("/organization/threats", (c) => {
    const query = validate(threatListQuerySchema, searchParamsToRecord(new URL(c.req.url).searchParams));
    const org = resolveOrganization(c, query.slug);
    const { db, variant, now } = c.get("deps");
    const { rows, nextPage } = listThreats(db, org.id, query, now().getTime());
    return c.json({ threats: rows.map((row) => presentThreat(variant, row)), next_page: nextPage });
  });
  app.get("/organization/watchlist", (c) => {
    const query = validate(watchlistQuerySchema, searchParamsToRecord(new URL(c.req.url).searchParams));
    const org = resolveOrganization(c, query.slug);
    const { db, variant, now } = c.get("deps");
    const { rows, nextPage, total } = listWatchlist(db, org.id, query, now().getTime());
    return c.json({ watchlist: rows.map((row) => presentWatch(variant, row)), next_page: nextPage, ...(query.includeTotal ? { total } : {}) });
  });
}
