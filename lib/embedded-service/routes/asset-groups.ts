import "server-only";
import type { Hono } from "hono";
import { z } from "zod";
import { createAssetGroupBodySchema, deleteAssetGroupBodySchema, GROUP_ID_MISMATCH, renameAssetGroupBodySchema } from "@/lib/contract/asset-group-request";
import { pathIdSchema } from "@/lib/contract/ids";
import { formatId, readJsonBody, resolveOrganization, type ServiceContext, type ServiceEnv, ServiceError, validate } from "../context";
import { presentSparseGroup } from "../sparse";

type GroupRow = { id: number; organization_id: number; name: string };

const listQuerySchema = z.strictObject({ slug: z.string().min(1).max(100).optional() });

/** Validates with the first issue's message as the response message (the asset-group messages are exact). */
function validateGroup<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  return validate(schema, value, result.error.issues[0]?.message);
}

function pathGroupId(c: ServiceContext): number {
  const parsed = pathIdSchema.safeParse(c.req.param("groupId"));
  if (!parsed.success)
    throw new ServiceError(400, "BAD_REQUEST", "Group ID must be an integer greater than 0", [
      { message: "Group ID must be an integer greater than 0", path: ["groupId"] },
    ]);
  return parsed.data;
}

/** Rules 1-2 of section 4.7: missing → 404, another organization's → 403. */
function loadOwnedGroup(c: ServiceContext, groupId: number, organizationId: number): GroupRow {
  const group = c.get("deps").db.prepare("SELECT id, organization_id, name FROM asset_groups WHERE id = ?").get(groupId) as GroupRow | undefined;
  if (!group) throw new ServiceError(404, "NOT_FOUND", `Asset group ${groupId} not found`);
  if (group.organization_id !== organizationId) throw new ServiceError(403, "FORBIDDEN", "This asset group belongs to another organization");
  return group;
}

function assertNameFree(c: ServiceContext, organizationId: number, name: string, exceptId?: number): void {
  const clash = c
    .get("deps")
    .db.prepare("SELECT id FROM asset_groups WHERE organization_id = ? AND name = ? AND id <> ?")
    .get(organizationId, name, exceptId ?? 0);
  if (clash) throw new ServiceError(409, "CONFLICT", `An asset group named "${name}" already exists in this organization`);
}

export function registerAssetGroupRoutes(app: Hono<ServiceEnv>): void {
  app.get("/organization/asset-groups", (c) => {
    const query = validate(listQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams));
    const { db, variant } = c.get("deps");
    const org = resolveOrganization(c, query.slug);
    const rows = db
      .prepare(`SELECT g.id, g.name, (SELECT COUNT(*) FROM assets a WHERE a.group_id = g.id) AS assetCount
        FROM asset_groups g WHERE g.organization_id = ? ORDER BY g.id`)
      .all(org.id) as { id: number; name: string; assetCount: number }[];
    return c.json({ groups: rows.map((g) => (variant === "sparse" ? presentSparseGroup(g) : { ...g, id: formatId(variant, g.id) })) });
  });

  app.post("/organization/asset-groups", async (c) => {
    const body = validateGroup(createAssetGroupBodySchema, await readJsonBody(c));
    const { db, variant, now } = c.get("deps");
    const org = resolveOrganization(c, body.slug);
    assertNameFree(c, org.id, body.name);
    const info = db.prepare("INSERT INTO asset_groups (organization_id, name, created_at) VALUES (?, ?, ?)").run(org.id, body.name, now().toISOString());
    // The sparse dialect does not echo the name: the console shows the one it sent.
    return c.json({ id: formatId(variant, Number(info.lastInsertRowid)), ...(variant === "sparse" ? {} : { name: body.name }) });
  });

  app.patch("/organization/asset-groups/:groupId", async (c) => {
    const groupId = pathGroupId(c);
    const body = validateGroup(renameAssetGroupBodySchema, await readJsonBody(c));
    if (body.groupId !== groupId) throw new ServiceError(400, "BAD_REQUEST", GROUP_ID_MISMATCH, [{ message: GROUP_ID_MISMATCH, path: ["groupId"] }]);
    const { db, variant } = c.get("deps");
    const org = resolveOrganization(c, body.slug);
    const group = loadOwnedGroup(c, groupId, org.id);
    assertNameFree(c, org.id, body.name, group.id);
    // Only the name changes: asset rows keep their group_id, so assignments and counts stay.
    db.prepare("UPDATE asset_groups SET name = ? WHERE id = ?").run(body.name, group.id);
    return c.json({ id: formatId(variant, group.id), name: body.name });
  });

  app.delete("/organization/asset-groups/:groupId", async (c) => {
    const groupId = pathGroupId(c);
    const body = validateGroup(deleteAssetGroupBodySchema, await readJsonBody(c));
    if (body.groupId !== groupId) throw new ServiceError(400, "BAD_REQUEST", GROUP_ID_MISMATCH, [{ message: GROUP_ID_MISMATCH, path: ["groupId"] }]);
    const { db, variant } = c.get("deps");
    const org = resolveOrganization(c, body.slug);
    const group = loadOwnedGroup(c, groupId, org.id);
    const unassigned = db.transaction(() => {
      const changes = db.prepare("UPDATE assets SET group_id = NULL WHERE group_id = ?").run(group.id).changes;
      db.prepare("DELETE FROM asset_groups WHERE id = ?").run(group.id);
      return changes;
    })();
    return c.json({ success: true, id: formatId(variant, group.id), ...(variant === "sparse" ? {} : { unassignedAssetCount: unassigned }) });
  });
}
