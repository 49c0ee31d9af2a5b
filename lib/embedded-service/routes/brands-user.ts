import "server-only";
import type { Hono } from "hono";
import { z } from "zod";
import { updateUserBodySchema } from "@/lib/contract/user-request";
import { formatId, readJsonBody, resolveOrganization, type ServiceEnv, ServiceError, validate } from "../context";
import { findUser, presentUser, updateUser } from "../store/users";

const brandsQuerySchema = z.strictObject({ slug: z.string().min(1).max(100).optional() });

type BrandRow = { id: number; name: string; type: string; terms: string; tickers: string; avatar_url: string | null; website_url: string | null };

export function registerBrandAndUserRoutes(app: Hono<ServiceEnv>): void {
  app.get("/organization/brands", (c) => {
    const query = validate(brandsQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams));
    const { db, variant } = c.get("deps");
    const org = resolveOrganization(c, query.slug);
    const rows = db.prepare("SELECT * FROM brands WHERE organization_id = ? ORDER BY name, id").all(org.id) as BrandRow[];
    return c.json({
      brands: rows.map((b) => ({
        id: formatId(variant, b.id),
        name: b.name,
        type: b.type,
        terms: JSON.parse(b.terms) as string[],
        tickers: JSON.parse(b.tickers) as string[],
        avatarUrl: b.avatar_url,
        websiteUrl: b.website_url,
      })),
    });
  });

  app.post("/user/me", (c) => {
    const { db, variant } = c.get("deps");
    const caller = c.get("caller");
    const user = findUser(db, caller.apiKeyId);
    if (!user) throw new ServiceError(404, "NOT_FOUND", "No user belongs to this API key");
    const organizations = (
      caller.isStaff
        ? db.prepare("SELECT id, slug, name FROM organizations ORDER BY id").all()
        : db.prepare("SELECT id, slug, name FROM organizations WHERE id = ?").all(caller.organizationId)
    ) as { id: number; slug: string; name: string }[];
    // The id, as the service's user/orgs answers carry it: webhooks name an organization by it.
    return c.json({ user: presentUser(user), organizations: organizations.map((o) => ({ ...o, id: formatId(variant, o.id) })) });
  });

  app.post("/user/me/update", async (c) => {
    const body = validate(updateUserBodySchema, await readJsonBody(c));
    const { db } = c.get("deps");
    const user = updateUser(db, c.get("caller").apiKeyId, body);
    if (!user) throw new ServiceError(404, "NOT_FOUND", "No user belongs to this API key");
    return c.json({ user: presentUser(user) });
  });
}
