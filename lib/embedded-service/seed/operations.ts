import "server-only";
import type { Database } from "better-sqlite3";
import { DAY_MS, HOUR_MS, toIso } from "../clock";
import { GROUPS, ORGANIZATIONS } from "./catalog";
import type { Prng } from "./prng";
import type { SeedIds } from "./reports";

const TAKEDOWNS_PER_ORG: Record<number, number> = { 1: 300, 2: 60, 3: 30 };

/** Age (ms) drawn from the snapshot buckets <24h, 24-72h, 72-168h, >=168h (up to 40 days). */
function bucketAge(rng: Prng): number {
  const bucket = rng.weighted([
    [0, 30],
    [1, 25],
    [2, 25],
    [3, 20],
  ]);
  const [lo, hi] = [
    [0, 24],
    [24, 72],
    [72, 168],
    [168, 960],
  ][bucket]!;
  return Math.floor((lo! + rng.next() * (hi! - lo!)) * HOUR_MS);
}

/** Takedowns of every status and age bucket; acme also gets IN_PROGRESS ones stale past 7 and 14 days. */
export function seedTakedowns(db: Database, rng: Prng, now: number): void {
  const insert = db.prepare("INSERT INTO takedowns (organization_id, asset_id, status, created_at, status_changed_at) VALUES (?,?,?,?,?)");
  const approvedAssets = db.prepare(`SELECT DISTINCT p.asset_id AS id FROM proposals p JOIN reports r ON r.id = p.report_id
    WHERE r.organization_id = ? AND p.review_status = 'APPROVED' LIMIT 400`);
  for (const org of ORGANIZATIONS) {
    const assets = (approvedAssets.all(org.id) as { id: number }[]).map((a) => a.id);
    const add = (status: string, ageMs: number) => {
      const changedAt = now - ageMs;
      insert.run(
        org.id,
        assets.length > 0 && rng.chance(0.9) ? rng.pick(assets) : null,
        status,
        toIso(changedAt - Math.floor(rng.next() * 5 * DAY_MS)),
        toIso(changedAt),
      );
    };
    for (let i = 0; i < TAKEDOWNS_PER_ORG[org.id]!; i++) {
      add(
        rng.weighted([
          ["TODO", 20],
          ["IN_PROGRESS", 25],
          ["PENDING_INPUT", 10],
          ["COMPLETED", 35],
          ["CANCELLED", 10],
        ]),
        bucketAge(rng),
      );
    }
    // Guaranteed stale work: in progress for 8-13 days and for more than 14 days.
    const stale = org.id === 1 ? [9, 10, 12, 16, 21] : [8, 15];
    for (const days of stale) add("IN_PROGRESS", days * DAY_MS + rng.int(0, 12) * HOUR_MS);
  }
}

/** Detection configs per organization: most detect daily, some enabled ones have been silent for over 7 days. */
export function seedDetectionConfigs(db: Database, rng: Prng, now: number): void {
  const insert = db.prepare("INSERT INTO detection_configs (organization_id, name, enabled, created_at, last_detection_at) VALUES (?,?,?,?,?)");
  const plans: Record<number, [string, number, number | null][]> = {
    // [name, enabled, days since last detection (null = never)]
    1: [
      ["Brand keywords", 1, 0.2],
      ["Typosquat domains", 1, 0.5],
      ["App store clones", 1, 1],
      ["Social handles", 1, 0.1],
      ["Certificate transparency", 1, 0.3],
      ["Executive names", 1, 9],
      ["Wallet drainer kits", 1, 20],
      ["Legacy feed", 0, 60],
    ],
    2: [
      ["Brand keywords", 1, 0.4],
      ["Typosquat domains", 1, 12],
      ["Payment pages", 1, 2],
      ["Old social feed", 0, 90],
    ],
    3: [
      ["Brand keywords", 1, 1],
      ["Typosquat domains", 1, null],
      ["Executive names", 0, 30],
    ],
  };
  for (const [orgId, configs] of Object.entries(plans)) {
    for (const [name, enabled, days] of configs) {
      insert.run(Number(orgId), name, enabled, toIso(now - rng.int(30, 200) * DAY_MS), days === null ? null : toIso(now - Math.floor(days * DAY_MS)));
    }
  }
}

/** Each organization's own assets (some in groups, some wrongly BLOCKED so unblock has work) and a recent dead-asset spike. */
export function seedOwnedAssets(db: Database, rng: Prng, ids: SeedIds, now: number): void {
  const group = db.prepare("INSERT INTO asset_groups (id, organization_id, name, created_at) VALUES (?,?,?,?)");
  const asset = db.prepare("INSERT INTO assets (id, content, type, status, owner_organization_id, group_id, is_dead, dead_since) VALUES (?,?,?,?,?,?,0,NULL)");
  GROUPS.forEach((g, i) => {
    group.run(i + 1, g.orgId, g.name, toIso(now - (90 - i) * DAY_MS));
  });
  for (const org of ORGANIZATIONS) {
    const groups = GROUPS.map((g, i) => ({ ...g, id: i + 1 })).filter((g) => g.orgId === org.id);
    const count = org.id === 1 ? 40 : 10;
    for (let i = 1; i <= count; i++) {
      const type = i % 5 === 0 ? "TWITTER" : "URL";
      const content = type === "URL" ? `https://${i === 1 ? "www" : `app${i}`}.${org.slug}.example` : `https://x.com/${org.slug}_official${i}`;
      // The first two of each organization are blocked by mistake: the unblock demo.
      const status = i <= 2 ? "BLOCKED" : "ALLOWED";
      const groupId = groups.length > 0 && i % 7 !== 0 ? groups[i % groups.length]!.id : null;
      asset.run(++ids.asset, content, type, status, org.id, groupId);
    }
  }
  // A spike of assets going dead in the last two days (acme's reported assets).
  const recent = db
    .prepare(`SELECT DISTINCT p.asset_id AS id FROM proposals p JOIN reports r ON r.id = p.report_id
    WHERE r.organization_id = 1 ORDER BY p.id DESC LIMIT 200`)
    .all() as { id: number }[];
  const markDead = db.prepare("UPDATE assets SET is_dead = 1, dead_since = ? WHERE id = ? AND is_dead = 0");
  for (const { id } of recent.slice(0, 30)) markDead.run(toIso(now - Math.floor(rng.next() * 2 * DAY_MS)), id);
}
