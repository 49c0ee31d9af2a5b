import "server-only";
import type { Database } from "better-sqlite3";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonError, type ServiceDeps, type ServiceEnv, ServiceError, type Variant } from "./context";
import { isWrite, powersOfKey, READ_ONLY_MESSAGE } from "./key-powers";
import { registerAccountRoutes } from "./routes/account";
import { registerAssetGroupRoutes } from "./routes/asset-groups";
import { registerAssetSearchRoutes } from "./routes/asset-search";
import { registerAttachmentRoutes } from "./routes/attachments";
import { registerBrandAndUserRoutes } from "./routes/brands-user";
import { registerFilingRoutes } from "./routes/filing";
import { registerMetricsRoutes } from "./routes/metrics";
import { registerOperationsRoutes } from "./routes/operations";
import { registerOwnAssetRoutes } from "./routes/own-assets";
import { registerReportRoutes } from "./routes/reports";
import { registerReviewRoutes } from "./routes/review";
import { registerTakedownRoutes } from "./routes/takedowns";
import { registerThreatRoutes } from "./routes/threats";
import { registerUnblockRoutes } from "./routes/unblock";
import { registerWebhookRoutes } from "./routes/webhooks";
import { seedDatabase } from "./seed";
import { findApiKey } from "./store/api-keys";
import { isSeeded, openServiceDatabase } from "./store/open";
import { WebhookSender } from "./webhooks";

export const SERVICE_BASE_PATH = "/api/v2";
export const UNAUTHORIZED_MESSAGE = "API Organization not found. Invalid or missing API key.";
const DEFAULT_ORGANIZATION = "acme";

export type ServiceAppOptions = {
  dbPath: string | ":memory:";
  /** A seeded database's `serialize()` image to start from in memory instead of dbPath (tests: seeding costs more than copying). */
  image?: Buffer;
  variant: Variant;
  now?: () => Date;
  /** Reviews per organization per rolling 24 h (default 10). */
  reviewLimit?: number;
  /** Outcome metric flags switched off for every organization (`EMBEDDED_METRICS_OFF`). */
  metricsOff?: readonly string[];
  /** Seed an empty database (default true); a number seeds that many acme reports instead of 5,000. */
  seed?: boolean | { reportsForAcme: number };
  /** Milliseconds before webhook retry n (tests shorten it). */
  webhookBackoffMs?: (retry: number) => number;
};

export type ServiceStore = {
  db: Database;
  /** Deletes all data and seeds again relative to the clock. */
  reseed(options?: { reportsForAcme?: number }): void;
};

export type ServiceApp = {
  fetch(req: Request): Promise<Response>;
  store: ServiceStore;
  webhooks: WebhookSender;
  close(): void;
};

function buildApp(deps: ServiceDeps, reviewLimit: number): Hono<ServiceEnv> {
  const root = new Hono<ServiceEnv>();
  root.onError((error, c) => {
    if (error instanceof ServiceError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return jsonError(c, error.status, error.code, error.message, error.issues);
    }
    console.error("[embedded-service] unhandled error", error);
    return jsonError(c, 500, "INTERNAL_SERVER_ERROR");
  });
  root.notFound((c) => jsonError(c, 404, "NOT_FOUND", `No operation at ${c.req.method} ${new URL(c.req.url).pathname}`));
  root.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  const api = root.basePath(SERVICE_BASE_PATH);
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => jsonError(c, 413, "BAD_REQUEST", "Request body too large") });
  // Uploads have their own, documented limit and error shape (routes/attachments.ts).
  api.use("*", (c, next) => (c.req.path === `${SERVICE_BASE_PATH}/attachment/upload` ? next() : jsonLimit(c, next)));
  api.use("*", async (c, next) => {
    const key = c.req.header("x-api-key")?.trim();
    const powers = key ? powersOfKey(key) : undefined;
    const row = key && powers ? findApiKey(deps.db, powers.storedAs) : undefined;
    if (!row || !powers) return jsonError(c, 401, "UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
    if (row.kind === "staff") {
      const home = deps.db.prepare("SELECT id, slug FROM organizations WHERE slug = ?").get(DEFAULT_ORGANIZATION) as { id: number; slug: string } | undefined;
      if (!home) return jsonError(c, 500, "INTERNAL_SERVER_ERROR");
      c.set("caller", { organizationId: home.id, organizationSlug: home.slug, isStaff: true, apiKeyId: row.id, powers });
    } else {
      if (row.organization_id === null || row.slug === null) return jsonError(c, 401, "UNAUTHORIZED", UNAUTHORIZED_MESSAGE);
      c.set("caller", { organizationId: row.organization_id, organizationSlug: row.slug, isStaff: false, apiKeyId: row.id, powers });
    }
    if (powers.readOnly && isWrite(c.req.method, new URL(c.req.url).pathname.slice(SERVICE_BASE_PATH.length))) {
      return jsonError(c, 403, "FORBIDDEN", READ_ONLY_MESSAGE);
    }
    await next();
  });
  registerReportRoutes(api);
  registerReviewRoutes(api, { reviewLimit });
  registerAssetGroupRoutes(api);
  registerUnblockRoutes(api);
  registerAssetSearchRoutes(api);
  registerTakedownRoutes(api);
  registerThreatRoutes(api);
  registerBrandAndUserRoutes(api);
  registerWebhookRoutes(api);
  registerOperationsRoutes(api, deps);
  registerMetricsRoutes(api);
  registerAccountRoutes(api);
  registerOwnAssetRoutes(api);
  registerFilingRoutes(api);
  registerAttachmentRoutes(api);
  return root;
}

/** The v2 service on its own SQLite database (seeded when empty), answering fetch Requests. */
export function createServiceApp(options: ServiceAppOptions): ServiceApp {
  const db = openServiceDatabase(options.image ?? options.dbPath);
  const now = options.now ?? (() => new Date());
  const webhooks = new WebhookSender({ now, backoffMs: options.webhookBackoffMs });
  const deps: ServiceDeps = { db, now, variant: options.variant, metricsOff: options.metricsOff ?? [], webhooks };
  const store: ServiceStore = {
    db,
    reseed: (seedOptions) => seedDatabase(db, { now: now(), reportsForAcme: seedOptions?.reportsForAcme }),
  };
  if (options.seed !== false && !isSeeded(db)) {
    store.reseed(typeof options.seed === "object" ? options.seed : undefined);
  }
  const app = buildApp(deps, options.reviewLimit ?? 10);
  return {
    fetch: async (req) => app.fetch(req),
    store,
    webhooks,
    close: () => {
      if (db.open) db.close();
    },
  };
}
