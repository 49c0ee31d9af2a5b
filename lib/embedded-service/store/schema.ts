import "server-only";
import type { Database } from "better-sqlite3";
import { ensureListSupport } from "./report-list-support";

/** Bumped when the table layout changes; stored in meta.schema_version. */
export const SCHEMA_VERSION = "2";

/**
 * PENDING proposals with their report and age, covering: the review-queue aggregates of the
 * operations routes (snapshot, old-proposals) never touch the proposals table.
 */
export const PROPOSALS_STATUS_REPORT_INDEX = "CREATE INDEX IF NOT EXISTS proposals_status_report_created ON proposals (review_status, report_id, created_at)";

/**
 * The embedded service's tables, exactly as agreed in service-schema.md (helper A2's
 * operations queries read them). Timestamps are ISO-8601 UTC text with milliseconds,
 * booleans INTEGER 0/1, JSON columns TEXT. Extra indexes beyond the agreed ones serve
 * the report list filters and the child batch loads; report-list-support.ts adds the report
 * list's summary columns, covering index, search indexes and the triggers that keep them exact.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS organizations (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  contact_url TEXT NULL,
  automated_takedowns_enabled INTEGER NOT NULL DEFAULT 1,
  automated_takedowns_changed_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS api_keys (
  id INTEGER PRIMARY KEY,
  key_hash TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('organization','staff')),
  organization_id INTEGER NULL REFERENCES organizations(id),
  label TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS service_users (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  api_key_id INTEGER NOT NULL UNIQUE,
  name TEXT, email TEXT, avatar_url TEXT, role TEXT,
  link_monitoring INTEGER, social_media_scanning INTEGER, history_scanning INTEGER
);
CREATE TABLE IF NOT EXISTS brands (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  terms TEXT NOT NULL,
  tickers TEXT NOT NULL,
  avatar_url TEXT NULL,
  website_url TEXT NULL
);
CREATE TABLE IF NOT EXISTS reporters (
  id INTEGER PRIMARY KEY,
  role TEXT NOT NULL,
  full_name TEXT NOT NULL,
  avatar_url TEXT NULL
);
CREATE TABLE IF NOT EXISTS external_reporters (
  id INTEGER PRIMARY KEY,
  display_name TEXT NULL,
  avatar_url TEXT NULL,
  platform TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reports (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  image_display TEXT NOT NULL,
  favorited_at TEXT NULL,
  status TEXT NULL,
  reported_by_customer INTEGER NOT NULL,
  sla_due_at TEXT NULL,
  external_submission_link TEXT NULL,
  duplicate_of_id INTEGER NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  reporter_id INTEGER NULL,
  external_reporter_id INTEGER NULL,
  source TEXT NULL,
  source_metadata TEXT NULL,
  reporter_kind TEXT NOT NULL CHECK (reporter_kind IN ('human','automation')),
  registrar TEXT NULL,
  has_mx_records INTEGER NULL,
  country_code TEXT NULL,
  brand_id INTEGER NULL
);
CREATE INDEX IF NOT EXISTS reports_org_created ON reports (organization_id, created_at DESC, id DESC);
CREATE TABLE IF NOT EXISTS attachments (
  id INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL,
  url TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS attachments_report ON attachments (report_id);
CREATE TABLE IF NOT EXISTS assets (
  id INTEGER PRIMARY KEY,
  content TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  status TEXT NOT NULL,
  owner_organization_id INTEGER NULL,
  group_id INTEGER NULL,
  is_dead INTEGER NOT NULL DEFAULT 0,
  dead_since TEXT NULL
);
CREATE INDEX IF NOT EXISTS assets_group ON assets (group_id);
CREATE INDEX IF NOT EXISTS assets_dead ON assets (is_dead, dead_since);
CREATE TABLE IF NOT EXISTS proposals (
  id INTEGER PRIMARY KEY,
  report_id INTEGER NOT NULL,
  asset_id INTEGER NOT NULL,
  review_status TEXT NOT NULL CHECK (review_status IN ('PENDING','APPROVED','REJECTED')),
  created_at TEXT NOT NULL,
  awaiting_organization_id INTEGER NULL
);
CREATE INDEX IF NOT EXISTS proposals_status_created ON proposals (review_status, created_at);
CREATE INDEX IF NOT EXISTS proposals_report ON proposals (report_id);
CREATE INDEX IF NOT EXISTS proposals_awaiting ON proposals (awaiting_organization_id, review_status);
CREATE INDEX IF NOT EXISTS proposals_asset ON proposals (asset_id);
${PROPOSALS_STATUS_REPORT_INDEX};
CREATE TABLE IF NOT EXISTS reviews (
  id INTEGER PRIMARY KEY,
  proposal_id INTEGER NOT NULL,
  organization_id INTEGER NULL,
  decision TEXT NOT NULL,
  label TEXT NULL,
  brand_id INTEGER NULL,
  comment TEXT NULL,
  watchlisted INTEGER NOT NULL DEFAULT 0,
  watchlist_reason TEXT NULL,
  reject_reason TEXT NULL,
  reviewer_kind TEXT NOT NULL CHECK (reviewer_kind IN ('human','automation')),
  reviewed_by_user_id INTEGER NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS reviews_proposal ON reviews (proposal_id);
CREATE TABLE IF NOT EXISTS scans (
  id INTEGER PRIMARY KEY,
  asset_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  output TEXT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS scans_asset ON scans (asset_id);
CREATE TABLE IF NOT EXISTS enrichments (
  id INTEGER PRIMARY KEY,
  scan_id INTEGER NOT NULL,
  type TEXT NOT NULL,
  output TEXT NULL,
  status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS enrichments_scan ON enrichments (scan_id);
CREATE TABLE IF NOT EXISTS asset_groups (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (organization_id, name)
);
CREATE TABLE IF NOT EXISTS disputes (
  id INTEGER PRIMARY KEY,
  asset_id INTEGER NOT NULL,
  organization_id INTEGER NOT NULL,
  reason TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS disputes_open_unique ON disputes (asset_id, organization_id) WHERE status = 'OPEN';
CREATE TABLE IF NOT EXISTS takedowns (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  asset_id INTEGER NULL,
  status TEXT NOT NULL CHECK (status IN ('TODO','IN_PROGRESS','PENDING_INPUT','COMPLETED','CANCELLED')),
  created_at TEXT NOT NULL,
  status_changed_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS takedowns_org_status ON takedowns (organization_id, status, status_changed_at);
CREATE TABLE IF NOT EXISTS detection_configs (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  last_detection_at TEXT NULL
);
CREATE TABLE IF NOT EXISTS review_rate (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS review_rate_org_created ON review_rate (organization_id, created_at);
CREATE TABLE IF NOT EXISTS own_asset_details (
  asset_id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  name TEXT NULL,
  description TEXT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS uploads (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  token TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS upload_rate (
  id INTEGER PRIMARY KEY,
  organization_id INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS upload_rate_org_created ON upload_rate (organization_id, created_at);
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** Creates every table and index if missing, and records the schema version. Idempotent. */
export function createSchema(db: Database): void {
  db.exec(DDL);
  ensureListSupport(db);
  db.prepare("INSERT INTO meta (key, value) VALUES ('schema_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(SCHEMA_VERSION);
}

/** Pragmas for a file database: WAL so readers never wait on the single writer. */
export function configureConnection(db: Database): void {
  if (db.name !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
}
