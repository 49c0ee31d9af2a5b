import "server-only";
import type { Hono } from "hono";
import { z } from "zod";
import { organizationRows, presentAccount, subscriptionStatusOf } from "../account-setup";
import { formatId, readJsonBody, type ServiceEnv, ServiceError, validate } from "../context";

const STATUSES = ["PROSPECT", "POC", "ACTIVE", "INTEGRATION", "INACTIVE"] as const;
// The filters main's prose names (no types given): a status or a list of them, services by name, the approval switch.
const orgsBodySchema = z.strictObject({
  subscriptionStatus: z.union([z.enum(STATUSES), z.array(z.enum(STATUSES)).max(5)]).optional(),
  services: z
    .array(z.enum(["reporting", "reviewing", "protection", "takedowns", "detection", "darkWebMonitoring"]))
    .max(6)
    .optional(),
  obligatoryAdminApproval: z.boolean().optional(),
});
const DEFAULT_STATUSES: readonly string[] = ["PROSPECT", "POC", "ACTIVE", "INTEGRATION"];

/**
 * `GET /validate`: the key's powers. The service publishes no example (docs/account.md,
 * "The key's powers"), so each dialect answers in a form the console must read: flat
 * (standard), nested under `key` with string ids (alternate), and without the key's type
 * (sparse: the console then says it is not known).
 */
export function registerAccountRoutes(app: Hono<ServiceEnv>): void {
  app.get("/validate", (c) => {
    const { db, variant } = c.get("deps");
    const caller = c.get("caller");
    const { type, environment, readOnly } = caller.powers;
    const org = caller.isStaff
      ? null
      : (db.prepare("SELECT id, slug, name FROM organizations WHERE id = ?").get(caller.organizationId) as { id: number; slug: string; name: string });
    const organization = org ? { ...org, id: formatId(variant, org.id) } : null;
    if (variant === "alternate") return c.json({ valid: true, key: { type, environment, readOnly }, organization });
    if (variant === "sparse") return c.json({ valid: true, environment, readOnly, organization });
    return c.json({ valid: true, keyType: type, environment, readOnly, organization });
  });

  // Org keys see their one organization, user (staff) keys all of theirs; INACTIVE only when asked for.
  app.post("/user/orgs", async (c) => {
    const body = validate(orgsBodySchema, await readJsonBody(c));
    const { db, variant } = c.get("deps");
    const caller = c.get("caller");
    const statuses = body.subscriptionStatus === undefined ? DEFAULT_STATUSES : [body.subscriptionStatus].flat();
    const organizations = organizationRows(db, caller.isStaff ? "all" : [caller.organizationId])
      .filter((row) => statuses.includes(subscriptionStatusOf(row.slug)))
      .map((row) => presentAccount(row, variant))
      .filter((org) => body.obligatoryAdminApproval === undefined || org.obligatoryAdminApproval === body.obligatoryAdminApproval)
      .filter((org) => (body.services ?? []).every((name) => (org.services as Record<string, { active: boolean }>)[name]?.active));
    return c.json({ organizations });
  });

  app.get("/user/orgs/:slug", (c) => {
    const { db, variant } = c.get("deps");
    const caller = c.get("caller");
    const row = organizationRows(db, "all").find((o) => o.slug === c.req.param("slug"));
    if (!row) throw new ServiceError(404, "NOT_FOUND", `Organization with slug '${c.req.param("slug")}' not found`);
    if (!caller.isStaff && row.id !== caller.organizationId) throw new ServiceError(403, "FORBIDDEN", "You are not authorized to access this organization");
    return c.json(presentAccount(row, variant));
  });
}
