import "server-only";
import type { Database } from "better-sqlite3";
import type { AssetType } from "@/lib/contract/asset-types";
import { DAY_MS, toIso } from "./clock";
import { DEMO_KEYS } from "./demo-keys";
import { BRANDS, EXTERNAL_REPORTERS, ORGANIZATIONS, REPORTERS, SERVICE_USERS } from "./seed/catalog";
import { seedDetectionConfigs, seedOwnedAssets, seedTakedowns } from "./seed/operations";
import { createPrng } from "./seed/prng";
import { type SeedIds, seedReports } from "./seed/reports";
import { hashApiKey } from "./store/api-keys";
import { bulkWrite } from "./store/report-list-support";

export type SeedOptions = {
  now: Date;
  /** Reports of acme (default 5,000). A bench passes 200,000. globex gets 400 and initech 150. */
  reportsForAcme?: number;
  /** Proposals per report, inclusive range (default [1, 4]; [3, 7] gives ~1M proposals at 200k reports). */
  proposalsPerReport?: readonly [number, number];
  /** PRNG seed (default fixed): the same seed and clock give the same data. */
  seed?: number;
};

const TABLES = [
  "organizations",
  "api_keys",
  "service_users",
  "brands",
  "reporters",
  "external_reporters",
  "reports",
  "attachments",
  "assets",
  "proposals",
  "reviews",
  "scans",
  "enrichments",
  "asset_groups",
  "own_asset_details",
  "disputes",
  "takedowns",
  "detection_configs",
  "review_rate",
  "uploads",
  "upload_rate",
];

function deleteAllRows(db: Database): void {
  for (const table of TABLES) db.exec(`DELETE FROM ${table}`);
  db.exec("DELETE FROM meta WHERE key <> 'schema_version'");
}

/**
 * Fills an empty (or cleared) database with deterministic demo data, relative to `now`, in
 * one transaction. Existing rows are removed first. The report list's summary columns and
 * search indexes are computed once at the end (bulkWrite), not per inserted row.
 */
export function seedDatabase(db: Database, options: SeedOptions): void {
  const now = options.now.getTime();
  const rng = createPrng(options.seed ?? 0x5eed_2026);
  const ids: SeedIds = { report: 0, proposal: 0, asset: 0, review: 0, scan: 0, enrichment: 0, attachment: 0 };
  bulkWrite(db, () => {
    deleteAllRows(db);
    const org = db.prepare(
      "INSERT INTO organizations (id, slug, name, contact_url, automated_takedowns_enabled, automated_takedowns_changed_at) VALUES (?,?,?,?,?,?)",
    );
    for (const o of ORGANIZATIONS) org.run(o.id, o.slug, o.name, o.contactUrl, o.automation ? 1 : 0, toIso(now - o.changedDaysAgo * DAY_MS));
    const key = db.prepare("INSERT INTO api_keys (id, key_hash, kind, organization_id, label) VALUES (?,?,?,?,?)");
    const user = db.prepare(`INSERT INTO service_users (id, organization_id, api_key_id, name, email, avatar_url, role,
      link_monitoring, social_media_scanning, history_scanning) VALUES (?,?,?,?,?,?,?,1,1,0)`);
    SERVICE_USERS.forEach((u, i) => {
      const staff = u.key === "staff";
      key.run(i + 1, hashApiKey(DEMO_KEYS[u.key]), staff ? "staff" : "organization", staff ? null : u.orgId, `${u.key} demo key`);
      user.run(i + 1, u.orgId, i + 1, u.name, u.email, `https://avatars.embedded.invalid/${u.key}.png`, u.role);
    });
    const brand = db.prepare("INSERT INTO brands (id, organization_id, name, type, terms, tickers, avatar_url, website_url) VALUES (?,?,?,?,?,?,?,?)");
    BRANDS.forEach((b, i) => {
      brand.run(
        i + 1,
        b.orgId,
        b.name,
        b.type,
        JSON.stringify(b.terms),
        JSON.stringify(b.tickers),
        `https://avatars.embedded.invalid/brand-${i + 1}.png`,
        b.site,
      );
    });
    const reporter = db.prepare("INSERT INTO reporters (id, role, full_name, avatar_url) VALUES (?,?,?,?)");
    REPORTERS.forEach(([role, name], i) => {
      reporter.run(i + 1, role, name, i % 3 === 0 ? null : `https://avatars.embedded.invalid/reporter-${i + 1}.png`);
    });
    const external = db.prepare("INSERT INTO external_reporters (id, display_name, avatar_url, platform) VALUES (?,?,?,?)");
    EXTERNAL_REPORTERS.forEach(([name, platform], i) => {
      external.run(i + 1, name, null, platform);
    });

    const assetPool: { id: number; type: AssetType }[] = [];
    const counts: Record<number, number> = { 1: options.reportsForAcme ?? 5000, 2: 400, 3: 150 };
    for (const o of ORGANIZATIONS) {
      seedReports(db, rng, ids, {
        orgId: o.id,
        orgSlug: o.slug,
        count: counts[o.id]!,
        now,
        assetPool,
        proposalsPerReport: options.proposalsPerReport ?? [1, 4],
      });
    }
    db.exec("UPDATE assets SET status = 'BLOCKED' WHERE id IN (SELECT asset_id FROM proposals WHERE review_status = 'APPROVED')");
    seedOwnedAssets(db, rng, ids, now);
    seedTakedowns(db, rng, now);
    seedDetectionConfigs(db, rng, now);
    const meta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    meta.run("seeded_at", toIso(now));
    meta.run("seed_reports_acme", String(counts[1]));
    meta.run("seed_proposals_per_report", (options.proposalsPerReport ?? [1, 4]).join("-"));
  });
}
