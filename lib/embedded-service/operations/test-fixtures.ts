import "server-only";
import type { Database } from "better-sqlite3";
import { Hono } from "hono";
import { createServiceApp, type ServiceApp } from "../app";
import { jsonError, type ServiceDeps, type ServiceEnv, ServiceError } from "../context";
import { registerOperationsRoutes } from "../routes/operations";
import { hashApiKey } from "../store/api-keys";
import { WebhookSender } from "../webhooks";
import type { RegisteredCheck } from "./registry";

/** Hand-built rows for the operations tests: a fixed clock, three organizations, insert helpers. */

export const NOW = new Date("2026-11-20T12:00:00.000Z");
const HOUR_MS = 3_600_000;

/** The stored timestamp `hours` before NOW (negative = after). */
export const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS).toISOString();
export const daysAgo = (days: number) => hoursAgo(days * 24);

export const ORG = { acme: 1, globex: 2, initech: 3 } as const;

/** Test keys of these fixtures (not the demo keys): an organization key per organization and a staff key. */
export const TEST_KEYS = { acme: "k-acme", globex: "k-globex", initech: "k-initech", staff: "k-staff" } as const;

const apps = new WeakMap<Database, ServiceApp>();

/**
 * A fresh, unseeded service (the real app of createServiceApp on `:memory:`, clock fixed at NOW)
 * holding only three organizations and the TEST_KEYS; returns its database for fixture rows.
 */
export function createFixtureDb(options: { variant?: ServiceDeps["variant"] } = {}): Database {
  const service = createServiceApp({
    dbPath: ":memory:",
    variant: options.variant ?? "standard",
    now: () => new Date(NOW.getTime()),
    seed: false,
  });
  const db = service.store.db;
  apps.set(db, service);
  const org = db.prepare(
    `INSERT INTO organizations (id, slug, name, contact_url, automated_takedowns_enabled, automated_takedowns_changed_at)
     VALUES (?, ?, ?, ?, 1, ?)`,
  );
  org.run(ORG.acme, "acme", "Acme", "https://acme.example/contact", daysAgo(100));
  org.run(ORG.globex, "globex", "Globex", "https://globex.example/contact", daysAgo(100));
  org.run(ORG.initech, "initech", "Initech", null, daysAgo(100));
  const key = db.prepare("INSERT INTO api_keys (key_hash, kind, organization_id, label) VALUES (?, ?, ?, 'test')");
  for (const [name, value] of Object.entries(TEST_KEYS)) {
    key.run(hashApiKey(value), name === "staff" ? "staff" : "organization", name === "staff" ? null : ORG[name as keyof typeof ORG]);
  }
  return db;
}

let nextId = 1000;

export function insertReport(db: Database, orgId: number, opts: { slaDueAt?: string | null; createdAt?: string } = {}): number {
  const id = ++nextId;
  const created = opts.createdAt ?? hoursAgo(500);
  db.prepare(
    `INSERT INTO reports (id, organization_id, title, description, image_display, status, reported_by_customer,
       sla_due_at, created_at, updated_at, reporter_kind) VALUES (?, ?, 't', 'd', 'none', 'TODO', 0, ?, ?, ?, 'human')`,
  ).run(id, orgId, opts.slaDueAt ?? null, created, created);
  return id;
}

export function insertAsset(db: Database, opts: { ownerOrgId?: number | null; deadSince?: string | null } = {}): number {
  const id = ++nextId;
  db.prepare("INSERT INTO assets (id, content, type, status, owner_organization_id, is_dead, dead_since) VALUES (?, ?, 'URL', 'UNKNOWN', ?, ?, ?)").run(
    id,
    `https://scam-${id}.example`,
    opts.ownerOrgId ?? null,
    opts.deadSince ? 1 : 0,
    opts.deadSince ?? null,
  );
  return id;
}

export function insertProposal(
  db: Database,
  reportId: number,
  createdAt: string,
  opts: { status?: "PENDING" | "APPROVED" | "REJECTED"; awaitingOrgId?: number | null; assetId?: number } = {},
): number {
  const id = ++nextId;
  const assetId = opts.assetId ?? insertAsset(db);
  db.prepare("INSERT INTO proposals (id, report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (?, ?, ?, ?, ?, ?)").run(
    id,
    reportId,
    assetId,
    opts.status ?? "PENDING",
    createdAt,
    opts.awaitingOrgId ?? null,
  );
  return id;
}

type TakedownStatus = "TODO" | "IN_PROGRESS" | "PENDING_INPUT" | "COMPLETED" | "CANCELLED";

export function insertTakedown(db: Database, orgId: number, status: TakedownStatus, statusChangedAt: string, createdAt: string = statusChangedAt): number {
  const id = ++nextId;
  db.prepare("INSERT INTO takedowns (id, organization_id, asset_id, status, created_at, status_changed_at) VALUES (?, ?, NULL, ?, ?, ?)").run(
    id,
    orgId,
    status,
    createdAt,
    statusChangedAt,
  );
  return id;
}

export function insertDetectionConfig(db: Database, orgId: number, opts: { enabled?: boolean; createdAt?: string; lastDetectionAt?: string | null }): number {
  const id = ++nextId;
  db.prepare("INSERT INTO detection_configs (id, organization_id, name, enabled, created_at, last_detection_at) VALUES (?, ?, ?, ?, ?, ?)").run(
    id,
    orgId,
    `config ${id}`,
    opts.enabled === false ? 0 : 1,
    opts.createdAt ?? daysAgo(100),
    opts.lastDetectionAt ?? null,
  );
  return id;
}

/**
 * HTTP access to the fixture service. With `checks`, a minimal stand-in app (same base path,
 * caller and error handling) registers the operations routes with that check list instead,
 * so a check without a runner can be exercised.
 */
export function createOperationsTestApp(db: Database, options: { checks?: readonly RegisteredCheck[] } = {}) {
  const service = apps.get(db);
  if (!service) throw new Error("createOperationsTestApp needs a database from createFixtureDb");
  const fetch = options.checks ? standInApp(db, options.checks) : service.fetch;
  return {
    post: async (path: string, body: unknown, key: string = TEST_KEYS.acme) => {
      const res = await fetch(
        new Request(`http://embedded.invalid/api/v2${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-api-key": key },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      );
      return { status: res.status, body: (await res.json()) as any };
    },
  };
}

function standInApp(db: Database, checks: readonly RegisteredCheck[]) {
  const now = () => new Date(NOW.getTime());
  const deps: ServiceDeps = { db, now, variant: "standard", webhooks: new WebhookSender({ now }) };
  const app = new Hono<ServiceEnv>().basePath("/api/v2");
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    const key = c.req.header("x-api-key");
    const entry = Object.entries(TEST_KEYS).find(([, value]) => value === key);
    if (!entry) return jsonError(c, 401, "UNAUTHORIZED", "API Organization not found. Invalid or missing API key.");
    const slug = entry[0] === "staff" ? "acme" : entry[0];
    c.set("caller", {
      organizationId: ORG[slug as keyof typeof ORG],
      organizationSlug: slug,
      isStaff: entry[0] === "staff",
      apiKeyId: 1,
      readOnly: false,
    });
    await next();
  });
  app.onError((err, c) =>
    err instanceof ServiceError ? jsonError(c, err.status, err.code, err.message, err.issues) : jsonError(c, 500, "INTERNAL_SERVER_ERROR"),
  );
  registerOperationsRoutes(app, deps, checks);
  return async (req: Request) => app.fetch(req);
}
