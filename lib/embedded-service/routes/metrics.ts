import "server-only";
import type { Database } from "better-sqlite3";
import type { Hono } from "hono";
import { z } from "zod";
import { EMBEDDED_METRIC_FLAGS } from "@/lib/env";
import { readJsonBody, resolveOrganization, type ServiceContext, type ServiceEnv, ServiceError, validate } from "../context";
import {
  type Bounds,
  dayBounds,
  falsePositiveRate,
  foundBySource,
  organizationMetrics,
  takedownSuccessRate,
  takedownTimeByProvider,
  takedownTimeTrend,
  timeToDetection,
} from "../store/metrics";

/**
 * The outcome metrics' flags: each operation is switched on per organization and answers 403
 * when it is off. acme has them all, globex lacks two, initech has none; `EMBEDDED_METRICS_OFF`
 * (lib/env.ts) switches flags off for every organization, by default `time-to-detection`, so a
 * fresh demo shows every card and the "not enabled" state on the key's own organization.
 */
export const METRIC_FLAGS = EMBEDDED_METRIC_FLAGS;
export type MetricFlag = (typeof METRIC_FLAGS)[number];

const FLAGS_OF: Record<string, readonly MetricFlag[]> = {
  acme: METRIC_FLAGS,
  globex: ["takedown-time-trend", "takedown-time-by-provider", "takedown-success-rate", "threat-discovery-source-api"],
  initech: [],
};

function requireFlag(c: ServiceContext, slug: string, flag: MetricFlag): void {
  const off = c.get("deps").metricsOff ?? [];
  if (off.includes(flag) || !(FLAGS_OF[slug] ?? []).includes(flag)) {
    throw new ServiceError(403, "FORBIDDEN", `The ${flag} metric is not enabled for this organization`);
  }
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Expected YYYY-MM-DD");
const brandIds = z
  .array(z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]))
  .max(100)
  .optional();
const rangeBody = z.strictObject({ slug: z.string().min(1).optional(), startDate: date.optional(), endDate: date.optional(), brandIds });
const requiredRangeBody = rangeBody.required({ startDate: true, endDate: true });
type RangeBody = z.output<typeof rangeBody>;

function boundsOf(c: ServiceContext, body: { startDate?: string; endDate?: string; brandIds?: number[] }): Bounds {
  const now = c.get("deps").now();
  const end = body.endDate ?? now.toISOString().slice(0, 10);
  const start = body.startDate ?? new Date(Date.parse(`${end}T00:00:00.000Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const bounds = dayBounds(start, end);
  if (!Number.isFinite(Date.parse(bounds.start)) || !Number.isFinite(Date.parse(bounds.end))) throw new ServiceError(400, "BAD_REQUEST", "Invalid date");
  if (bounds.start > bounds.end) throw new ServiceError(400, "BAD_REQUEST", "startDate is after endDate");
  return { ...bounds, brandIds: body.brandIds ?? [] };
}

function checkBrands(c: ServiceContext, orgId: number, ids: number[]): void {
  const { db } = c.get("deps");
  for (const id of ids) {
    if (!db.prepare("SELECT 1 FROM brands WHERE id = ? AND organization_id = ?").get(id, orgId)) throw new ServiceError(404, "NOT_FOUND", "Brand not found");
  }
}

const metricsQuery = z.strictObject({
  slug: z.string().min(1).optional(),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  brandSlug: z.string().min(1).max(200).optional(),
});

/** GET /organization/metrics and the outcome metrics (POST /metrics/...). */
export function registerMetricsRoutes(app: Hono<ServiceEnv>): void {
  app.get("/organization/metrics", (c) => {
    const query = validate(metricsQuery, c.req.query(), "Invalid date format. Use ISO 8601 format.");
    const org = resolveOrganization(c, query.slug);
    const { db, now } = c.get("deps");
    const end = query.endDate ? new Date(query.endDate) : now();
    const start = query.startDate ? new Date(query.startDate) : new Date(end.getTime() - 30 * 86_400_000);
    let brands: number[] = [];
    if (query.brandSlug) {
      const rows = db.prepare("SELECT id, name FROM brands WHERE organization_id = ?").all(org.id) as { id: number; name: string }[];
      const brand = rows.find((b) => b.name.toLowerCase().replace(/[^a-z0-9]+/g, "-") === query.brandSlug);
      if (!brand) throw new ServiceError(404, "NOT_FOUND", "Brand not found");
      brands = [brand.id];
    }
    return c.json(organizationMetrics(db, org.id, { start: start.toISOString(), end: end.toISOString(), brandIds: brands }));
  });

  app.post("/metrics/takedown-time/trend", async (c) => {
    const body = validate(
      z.strictObject({ slug: z.string().min(1).optional(), months: z.number().int().min(1).max(24).default(3), brandIds }),
      await readJsonBody(c),
    );
    const org = resolveOrganization(c, body.slug);
    requireFlag(c, org.slug, "takedown-time-trend");
    const { db, now } = c.get("deps");
    return c.json(takedownTimeTrend(db, org.id, body.months, now()));
  });

  const ranged = (path: string, flag: MetricFlag, schema: z.ZodType<RangeBody>, answer: (db: Database, orgId: number, b: Bounds) => unknown) =>
    app.post(path, async (c) => {
      const body = validate(schema, await readJsonBody(c));
      const org = resolveOrganization(c, body.slug);
      requireFlag(c, org.slug, flag);
      checkBrands(c, org.id, body.brandIds ?? []);
      return c.json(answer(c.get("deps").db, org.id, boundsOf(c, body)) as object);
    });
  ranged("/metrics/takedown-time/by-provider", "takedown-time-by-provider", rangeBody, takedownTimeByProvider);
  ranged("/metrics/takedown-success-rate", "takedown-success-rate", rangeBody, takedownSuccessRate);
  ranged("/metrics/false-positive-rate", "false-positive-rate-by-surface", rangeBody, falsePositiveRate);
  ranged("/metrics/found-by-source", "threat-discovery-source-api", requiredRangeBody, foundBySource);
  ranged("/metrics/time-to-detection", "time-to-detection", rangeBody, timeToDetection);
}
