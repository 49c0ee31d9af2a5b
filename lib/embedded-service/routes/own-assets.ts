import "server-only";
import type { Hono } from "hono";
import { z } from "zod";
import { pathIdSchema } from "@/lib/contract/ids";
// The documented types, one list for the console's checks and the embedded service's.
import { OWN_ASSET_TYPES as TYPES } from "@/lib/contract/own-asset-request";
import { formatId, readJsonBody, resolveOrganization, type ServiceContext, type ServiceEnv, ServiceError, validate } from "../context";
import { detectOwnAssetType } from "../own-asset-type";

type Row = {
  id: number;
  content: string;
  type: string;
  status: string;
  group_id: number | null;
  group_name: string | null;
  name: string | null;
  description: string | null;
  created_at: string | null;
  updated_at: string | null;
};

const id = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
]);
const listQuerySchema = z.strictObject({
  slug: z.string().min(1).max(100).optional(),
  type: z.enum(TYPES).optional(),
  groupId: z
    .string()
    .regex(/^(-1|[1-9]\d{0,15})$/)
    .transform(Number)
    .optional(),
  query: z.string().max(200).optional(),
  per_page: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .optional(),
  next_page: z
    .string()
    .regex(/^\d{1,16}$/)
    .optional(),
});
const addSchema = z.strictObject({
  assets: z
    .array(
      z.strictObject({
        content: z.string().max(2048),
        name: z.string().max(255).optional(),
        description: z.string().max(2000).optional(),
        groupId: id.optional(),
      }),
    )
    .min(1)
    .max(1000, "Maximum 1000 assets allowed per request"),
});
// The machine description has no assetId in the body (update.request.8); the prose requires it: both accepted.
const updateSchema = z.strictObject({
  assetId: id.optional(),
  name: z.string().max(255).optional(),
  description: z.string().max(2000).nullable().optional(),
  groupId: id.nullable().optional(),
});
const removeSchema = z.strictObject({ assetId: id.optional() });

const SELECT = `SELECT a.id, a.content, a.type, a.status, a.group_id, g.name AS group_name, d.name, d.description, d.created_at, d.updated_at
  FROM assets a LEFT JOIN asset_groups g ON g.id = a.group_id LEFT JOIN own_asset_details d ON d.asset_id = a.id`;

function pathAssetId(c: ServiceContext): number {
  const parsed = pathIdSchema.safeParse(c.req.param("assetId"));
  if (!parsed.success) throw new ServiceError(400, "BAD_REQUEST", "Asset ID is required");
  return parsed.data;
}

function checkGroup(c: ServiceContext, organizationId: number, groupId: number): void {
  const group = c.get("deps").db.prepare("SELECT organization_id FROM asset_groups WHERE id = ?").get(groupId) as { organization_id: number } | undefined;
  if (!group || group.organization_id !== organizationId) throw new ServiceError(404, "NOT_FOUND", `Group with ID ${groupId} not found`);
}

function ownedAsset(c: ServiceContext, assetId: number, organizationId: number): { owner: number | null } {
  const row = c.get("deps").db.prepare("SELECT owner_organization_id AS owner FROM assets WHERE id = ?").get(assetId) as { owner: number | null } | undefined;
  if (!row || row.owner === null) throw new ServiceError(404, "NOT_FOUND", `Asset with ID ${assetId} not found`);
  if (row.owner !== organizationId) throw new ServiceError(403, "FORBIDDEN", "Asset does not belong to your organization");
  return row;
}

function bodyIdMatches(bodyId: number | undefined, pathId: number): void {
  if (bodyId !== undefined && bodyId !== pathId) throw new ServiceError(400, "BAD_REQUEST", "Path parameter assetId does not match body");
}

/** The organization's own assets (docs/account.md): list, add many, update, remove the association. */
export function registerOwnAssetRoutes(app: Hono<ServiceEnv>): void {
  app.get("/organization/assets", (c) => {
    const search = Object.fromEntries(new URL(c.req.url).searchParams);
    if (search.type !== undefined && !(TYPES as readonly string[]).includes(search.type))
      throw new ServiceError(400, "BAD_REQUEST", "Invalid asset type provided");
    const query = validate(listQuerySchema, search);
    const { db, variant, now } = c.get("deps");
    const org = resolveOrganization(c, query.slug);
    const where = ["a.owner_organization_id = ?"];
    const args: (string | number)[] = [org.id];
    const add = (clause: string, ...values: (string | number)[]) => {
      where.push(clause);
      args.push(...values);
    };
    if (query.type) add("a.type = ?", query.type);
    if (query.groupId === -1) add("a.group_id IS NULL");
    else if (query.groupId !== undefined) add("a.group_id = ?", query.groupId);
    if (query.query) {
      const like = `%${query.query.toLowerCase()}%`;
      add("(lower(a.content) LIKE ? OR lower(coalesce(d.name,'')) LIKE ? OR lower(coalesce(d.description,'')) LIKE ?)", like, like, like);
    }
    if (query.next_page) add("a.id > ?", Number(query.next_page));
    const perPage = query.per_page ?? 100;
    const rows = db.prepare(`${SELECT} WHERE ${where.join(" AND ")} ORDER BY a.id LIMIT ?`).all(...args, perPage + 1) as Row[];
    const page = rows.slice(0, perPage);
    const seededAt = (db.prepare("SELECT value FROM meta WHERE key = 'seeded_at'").get() as { value: string } | undefined)?.value ?? now().toISOString();
    const more = rows.length > perPage;
    return c.json({
      assets: page.map((r) => ({
        id: formatId(variant, r.id),
        content: r.content,
        type: r.type,
        status: r.status,
        // Optional in the docs' table: left out when the asset has none.
        ...(r.name === null ? {} : { name: r.name }),
        description: r.description,
        group: r.group_id === null ? null : { id: formatId(variant, r.group_id), name: r.group_name },
        createdAt: r.created_at ?? seededAt,
        updatedAt: r.updated_at ?? seededAt,
      })),
      // The end: null in the standard dialect, absent in the others ("Undefined/null").
      ...(more ? { next_page: String(page.at(-1)!.id) } : variant === "standard" ? { next_page: null } : {}),
    });
  });

  app.post("/organization/assets", async (c) => {
    const body = validate(addSchema, await readJsonBody(c), "Input validation failed");
    const { db, variant, now } = c.get("deps");
    const org = resolveOrganization(c);
    // An unknown group fails the whole call, before any asset is added.
    for (const a of body.assets) if (a.groupId !== undefined) checkGroup(c, org.id, a.groupId);
    const at = now().toISOString();
    const results = db.transaction(() =>
      body.assets.map((a) => {
        const content = a.content.trim();
        if (content === "") return { content: a.content, success: false, error: "Content is required" };
        const type = detectOwnAssetType(content);
        if (!type) return { content, success: false, error: "Invalid asset format" };
        const existing = db.prepare("SELECT id, owner_organization_id AS owner FROM assets WHERE content = ?").get(content) as
          | { id: number; owner: number | null }
          | undefined;
        if (existing?.owner === org.id) return { content, success: false, error: "Asset already exists in organization" };
        if (existing && existing.owner !== null) return { content, success: false, error: "Asset belongs to another organization" };
        let assetId: number;
        if (existing) {
          db.prepare("UPDATE assets SET owner_organization_id = ?, group_id = ?, status = 'ALLOWED' WHERE id = ?").run(org.id, a.groupId ?? null, existing.id);
          assetId = existing.id;
        } else {
          const next = (db.prepare("SELECT coalesce(max(id), 0) + 1 AS id FROM assets").get() as { id: number }).id;
          db.prepare("INSERT INTO assets (id, content, type, status, owner_organization_id, group_id) VALUES (?,?,?,'ALLOWED',?,?)").run(
            next,
            content,
            type,
            org.id,
            a.groupId ?? null,
          );
          assetId = next;
        }
        db.prepare(
          "INSERT INTO own_asset_details (asset_id, organization_id, name, description, created_at, updated_at) VALUES (?,?,?,?,?,?) ON CONFLICT (asset_id) DO UPDATE SET organization_id = excluded.organization_id, name = excluded.name, description = excluded.description, created_at = excluded.created_at, updated_at = excluded.updated_at",
        ).run(assetId, org.id, a.name ?? null, a.description ?? null, at, at);
        return { content, success: true, id: formatId(variant, assetId) };
      }),
    )();
    const successCount = results.filter((r) => r.success).length;
    return c.json({ results, successCount, errorCount: results.length - successCount });
  });

  app.patch("/organization/assets/:assetId", async (c) => {
    const assetId = pathAssetId(c);
    const body = validate(updateSchema, await readJsonBody(c));
    bodyIdMatches(body.assetId, assetId);
    if (body.name === undefined && body.description === undefined && body.groupId === undefined) {
      throw new ServiceError(400, "BAD_REQUEST", "At least one field (name, description, or groupId) must be provided");
    }
    const { db, variant, now } = c.get("deps");
    const org = resolveOrganization(c);
    ownedAsset(c, assetId, org.id);
    if (body.groupId !== undefined && body.groupId !== null) checkGroup(c, org.id, body.groupId);
    const at = now().toISOString();
    db.transaction(() => {
      db.prepare("INSERT INTO own_asset_details (asset_id, organization_id, created_at, updated_at) VALUES (?,?,?,?) ON CONFLICT (asset_id) DO NOTHING").run(
        assetId,
        org.id,
        at,
        at,
      );
      if (body.name !== undefined) db.prepare("UPDATE own_asset_details SET name = ? WHERE asset_id = ?").run(body.name, assetId);
      if (body.description !== undefined) db.prepare("UPDATE own_asset_details SET description = ? WHERE asset_id = ?").run(body.description, assetId);
      if (body.groupId !== undefined) db.prepare("UPDATE assets SET group_id = ? WHERE id = ?").run(body.groupId, assetId);
      db.prepare("UPDATE own_asset_details SET updated_at = ? WHERE asset_id = ?").run(at, assetId);
    })();
    const row = db.prepare(`${SELECT} WHERE a.id = ?`).get(assetId) as Row;
    return c.json({
      id: formatId(variant, row.id),
      content: row.content,
      name: row.name,
      description: row.description,
      groupId: formatId(variant, row.group_id),
    });
  });

  // Removes the association (since 2025-12-15): the asset stays and can be added again. Not idempotent.
  app.delete("/organization/assets/:assetId", async (c) => {
    const assetId = pathAssetId(c);
    bodyIdMatches(validate(removeSchema, await readJsonBody(c)).assetId, assetId);
    const { db, variant } = c.get("deps");
    const org = resolveOrganization(c);
    ownedAsset(c, assetId, org.id);
    db.transaction(() => {
      db.prepare("UPDATE assets SET owner_organization_id = NULL, group_id = NULL WHERE id = ?").run(assetId);
      db.prepare("DELETE FROM own_asset_details WHERE asset_id = ?").run(assetId);
    })();
    return c.json({ success: true, id: formatId(variant, assetId) });
  });
}
