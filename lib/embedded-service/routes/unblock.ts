import "server-only";
import type { Hono } from "hono";
import { unblockRequestBodySchema } from "@/lib/contract/unblock-request";
import { readJsonBody, resolveOrganization, type ServiceEnv, ServiceError, validate } from "../context";

type AssetRow = { id: number; status: string; owner_organization_id: number | null };

/**
 * POST /asset/unblock. The caller's own blocked asset returns to UNKNOWN (not ALLOWED: an
 * unblock lifts the block, it does not vouch for the asset). Someone else's blocked asset gets
 * one OPEN dispute per asset and organization.
 */
export function registerUnblockRoutes(app: Hono<ServiceEnv>): void {
  app.post("/asset/unblock", async (c) => {
    const body = validate(unblockRequestBodySchema, await readJsonBody(c));
    const { db, now } = c.get("deps");
    const org = resolveOrganization(c, body.slug);
    const content = body.content;
    const asset = db.prepare("SELECT id, status, owner_organization_id FROM assets WHERE content = ?").get(content) as AssetRow | undefined;
    if (!asset) throw new ServiceError(404, "NOT_FOUND", "No asset with this content is known");
    if (asset.status !== "BLOCKED") {
      return c.json({ success: false, message: `Asset is not blocked (status ${asset.status}); nothing to unblock`, content, disputeCreated: false });
    }
    if (asset.owner_organization_id === org.id) {
      db.prepare("UPDATE assets SET status = 'UNKNOWN' WHERE id = ? AND status = 'BLOCKED'").run(asset.id);
      return c.json({ success: true, message: "Asset unblocked", content, disputeCreated: false });
    }
    return db.transaction(() => {
      const open = db.prepare("SELECT id FROM disputes WHERE asset_id = ? AND organization_id = ? AND status = 'OPEN'").get(asset.id, org.id) as
        | { id: number }
        | undefined;
      if (open) {
        return c.json({
          success: false,
          message: `A dispute for this asset is already open (dispute ${open.id}); it is under review`,
          content,
          disputeCreated: false,
        });
      }
      const info = db
        .prepare("INSERT INTO disputes (asset_id, organization_id, reason, status, created_at) VALUES (?, ?, ?, 'OPEN', ?)")
        .run(asset.id, org.id, body.reason, now().toISOString());
      return c.json({
        success: true,
        message: `The asset belongs to another organization; dispute ${info.lastInsertRowid} was opened`,
        content,
        disputeCreated: true,
      });
    })();
  });
}
