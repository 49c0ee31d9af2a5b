import "server-only";
import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { z } from "zod";
import { pathIdSchema } from "@/lib/contract/ids";
import { formatId, readJsonBody, resolveOrganization, type ServiceContext, type ServiceEnv, ServiceError, validate } from "../context";

const slug = z.string().min(1).max(100).optional();
const configureSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: "url must be an http or https address" }),
  secret: z.string().min(16, "secret must be at least 16 characters").max(256),
  slug,
});

export const WEBHOOK_EVENTS = ["asset.status-updated", "asset.status-escalated", "organization.threat-detection-added"] as const;

// POST /webhook/config: the docs give no field table (docs/account.md); the dashboard guide's fields.
const webhookConfigSchema = z.strictObject({
  url: z.url({ protocol: /^https?$/, error: "url must be an http or https address" }),
  description: z.string().max(500).optional(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(3).optional(),
  secret: z.string().min(16, "secret must be at least 16 characters").max(256).optional(),
  headers: z.record(z.enum(["X-goog-api-key", "X-Webhook-Access-Key"]), z.string().max(500)).optional(),
  slug,
});

/** A staff key without a slug configures every organization's events; otherwise one organization's. */
function target(c: ServiceContext, given: string | undefined): { key: number | "all"; label: string } {
  if (c.get("caller").isStaff && given === undefined) return { key: "all", label: "all" };
  const org = resolveOrganization(c, given);
  return { key: org.id, label: org.slug };
}

/**
 * The webhook configuration operation (the interface names it without a path; this one is the
 * embedded service's own): set the receiver and its secret, read it back (never the secret) with
 * the last deliveries, delete it. A new secret means configuring again, as with the real service.
 * Also, demo only: escalating a proposal to its organization's review, the change the service's
 * staff make that `asset.status-escalated` tells of.
 */
export function registerWebhookRoutes(app: Hono<ServiceEnv>): void {
  app.post("/organization/webhooks", async (c) => {
    const body = validate(configureSchema, await readJsonBody(c));
    const { key, label } = target(c, body.slug);
    const config = c.get("deps").webhooks.configure(key, body.url, body.secret);
    return c.json({ webhook: { organization: label, url: config.url, createdAt: config.createdAt } });
  });

  // The documented path. The secret is shown once, when the service made it; a new secret means
  // configuring again. Deliveries are every event the embedded service sends (it sends few).
  app.post("/webhook/config", async (c) => {
    const body = validate(webhookConfigSchema, await readJsonBody(c));
    const { key, label } = target(c, body.slug);
    const secret = body.secret ?? randomBytes(24).toString("hex");
    const config = c.get("deps").webhooks.configure(key, body.url, secret);
    const events = body.events ?? [...WEBHOOK_EVENTS];
    return c.json({
      webhook: { organization: label, url: config.url, events, description: body.description ?? null, createdAt: config.createdAt },
      ...(body.secret ? {} : { secret }),
    });
  });

  app.get("/organization/webhooks", (c) => {
    const { key, label } = target(c, c.req.query("slug"));
    const { webhooks } = c.get("deps");
    const config = webhooks.configOf(key);
    return c.json({
      webhook: config ? { organization: label, url: config.url, createdAt: config.createdAt } : null,
      deliveries: webhooks.recent(key),
    });
  });

  app.delete("/organization/webhooks", (c) => {
    const { key } = target(c, c.req.query("slug"));
    return c.json({ deleted: c.get("deps").webhooks.remove(key) });
  });

  app.post("/organization/proposals/:proposalId/escalate", async (c) => {
    const { db, variant, webhooks, now } = c.get("deps");
    const id = pathIdSchema.safeParse(c.req.param("proposalId"));
    if (!id.success) throw new ServiceError(400, "BAD_REQUEST", "proposalId must be an integer greater than 0");
    const body = validate(z.strictObject({ slug }), await readJsonBody(c));
    const org = resolveOrganization(c, body.slug);
    const row = db
      .prepare(
        `SELECT p.id, p.report_id, p.review_status, a.id AS asset_id, a.type, a.content, a.status
           FROM proposals p JOIN reports r ON r.id = p.report_id JOIN assets a ON a.id = p.asset_id
          WHERE p.id = ? AND r.organization_id = ?`,
      )
      .get(id.data, org.id) as
      | { id: number; report_id: number; review_status: string; asset_id: number; type: string; content: string; status: string }
      | undefined;
    if (!row) throw new ServiceError(404, "NOT_FOUND", `No proposal ${id.data} in ${org.slug}'s reports`);
    if (row.review_status !== "PENDING") throw new ServiceError(409, "CONFLICT", `Proposal ${row.id} is already resolved (${row.review_status})`);
    // The report changed with it, as a review changes it: the list's `updatedAtStartDate` finds it.
    const at = now().toISOString();
    db.transaction(() => {
      db.prepare("UPDATE proposals SET awaiting_organization_id = ? WHERE id = ?").run(org.id, row.id);
      db.prepare("UPDATE reports SET updated_at = ? WHERE id = ?").run(at, row.report_id);
    })();
    // As documented: the asset type in lower case in this one event.
    webhooks.emit(org.id, {
      type: "asset.status-escalated",
      data: {
        asset_id: formatId(variant, row.asset_id),
        type: row.type.toLowerCase(),
        content: row.content,
        status: row.status,
        proposal_id: formatId(variant, row.id),
        organization_id: formatId(variant, org.id),
      },
    });
    return c.json({ proposal: { id: formatId(variant, row.id), awaitingOrganization: org.slug } });
  });
}
