import "server-only";
import type { Hono } from "hono";
import { formatId, type ServiceEnv } from "../context";

/**
 * `GET /validate`: the key's powers. The service publishes no example (upstream-notes.md,
 * "Account and own assets"), so each dialect answers in a form the console must read: flat
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
}
