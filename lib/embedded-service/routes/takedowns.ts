import "server-only";
import type { Hono } from "hono";
import { takedownListBodySchema } from "@/lib/contract/takedown-request";
import { formatId, readJsonBody, resolveOrganization, type ServiceEnv, type Variant, validate } from "../context";
import { listTakedownRows, type TakedownRow } from "../store/takedown-list";

function presentTakedown(variant: Variant, row: TakedownRow) {
  return {
    id: formatId(variant, row.id),
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    asset: row.asset_id === null ? null : { id: formatId(variant, row.asset_id), content: row.content, type: row.type, livenessStatus: row.liveness },
    assignee: row.assignee_id === null ? null : { id: formatId(variant, row.assignee_id), fullName: row.assignee_name },
    brand:
      row.brand_id === null
        ? null
        : { id: formatId(variant, row.brand_id), name: row.brand_name, slug: (row.brand_name ?? "").toLowerCase().replace(/[^a-z0-9]+/g, "-") },
  };
}

/** Announced in the sparse dialect: the docs' command-line client already names `GET /organization/takedowns`. */
const SPARSE_SUNSET = "Mon, 01 Mar 2027 00:00:00 GMT";

/** POST /takedowns/list: the organization's takedowns, filtered, sorted, one page at a time (`next_page` absent on the last). */
export function registerTakedownRoutes(app: Hono<ServiceEnv>): void {
  app.post("/takedowns/list", async (c) => {
    const body = validate(takedownListBodySchema, await readJsonBody(c));
    const org = resolveOrganization(c, body.slug);
    const { db, variant } = c.get("deps");
    const { rows, nextPage } = listTakedownRows(db, org.id, body);
    if (variant === "sparse") {
      c.header("Deprecation", "true");
      c.header("Sunset", SPARSE_SUNSET);
      c.header("Link", '</api/v2/organization/takedowns>; rel="successor-version"');
    }
    return c.json({ takedowns: rows.map((row) => presentTakedown(variant, row)), ...(nextPage ? { next_page: nextPage } : {}) });
  });
}
