import "server-only";
import type { Hono } from "hono";
import { assetSearchBodySchema } from "@/lib/contract/asset-search";
import { formatId, readJsonBody, resolveOrganization, type ServiceEnv, ServiceError, validate } from "../context";
import { presentReportStatus } from "../present";
import { sparseReportId } from "../sparse";

type AssetRow = { id: number; content: string; type: string; status: string; is_dead: number; dead_since: string | null };

/** Platforms that consume the blocklist (a blocked asset is blocked by each, from its block onward). */
const CONSUMERS = [
  { consumer: "METAMASK", name: "MetaMask" },
  { consumer: "GOOGLE_SAFE_BROWSING", name: "Google Safe Browsing" },
];

/**
 * POST /asset/search: one asset by content or id, the caller organization's reports naming it
 * (newest first, at most 50), its latest takedown of the caller's organization, and the platforms
 * blocking it. The asset's dates are those of its first and latest proposal (none for an asset
 * only ever owned), its watch status whether a review put it on the watchlist.
 */
export function registerAssetSearchRoutes(app: Hono<ServiceEnv>): void {
  app.post("/asset/search", async (c) => {
    const body = validate(assetSearchBodySchema, await readJsonBody(c));
    const org = resolveOrganization(c, body.slug);
    const { db, variant } = c.get("deps");
    const asset = (
      "content" in body
        ? db.prepare("SELECT id, content, type, status, is_dead, dead_since FROM assets WHERE content = ?").get(body.content)
        : db.prepare("SELECT id, content, type, status, is_dead, dead_since FROM assets WHERE id = ?").get(Number(body.assetId))
    ) as AssetRow | undefined;
    if (!asset) throw new ServiceError(404, "NOT_FOUND", "No asset with this content is known");
    const dates = db.prepare("SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM proposals WHERE asset_id = ?").get(asset.id) as {
      first: string | null;
      last: string | null;
    };
    const watched = db
      .prepare("SELECT 1 FROM reviews rv JOIN proposals p ON p.id = rv.proposal_id WHERE p.asset_id = ? AND rv.watchlisted = 1 LIMIT 1")
      .get(asset.id);
    const reports = db
      .prepare(`SELECT DISTINCT r.id, r.title, r.status, r.created_at FROM proposals p JOIN reports r ON r.id = p.report_id
        WHERE p.asset_id = ? AND r.organization_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT 50`)
      .all(asset.id, org.id) as { id: number; title: string; status: string | null; created_at: string }[];
    const takedown = db
      .prepare(`SELECT id, status, created_at, status_changed_at FROM takedowns WHERE asset_id = ? AND organization_id = ?
        ORDER BY created_at DESC, id DESC LIMIT 1`)
      .get(asset.id, org.id) as { id: number; status: string; created_at: string; status_changed_at: string } | undefined;
    const blockedSince = dates.last ?? dates.first ?? null;
    return c.json({
      asset: {
        id: formatId(variant, asset.id),
        content: asset.content,
        type: asset.type,
        status: asset.status,
        watchStatus: watched ? "WATCHLISTED" : "NONE",
        createdAt: dates.first,
        updatedAt: asset.dead_since ?? dates.last,
      },
      reports: reports.map((r) => ({
        id: variant === "sparse" ? sparseReportId(r.id) : formatId(variant, r.id),
        title: r.title,
        status: presentReportStatus(variant, r.status),
        createdAt: r.created_at,
      })),
      takedown: takedown
        ? { id: formatId(variant, takedown.id), status: takedown.status, createdAt: takedown.created_at, updatedAt: takedown.status_changed_at, tasks: [] }
        : null,
      blockedBy: asset.status === "BLOCKED" ? CONSUMERS.map((c) => ({ ...c, consumedAt: blockedSince })) : [],
    });
  });
}
