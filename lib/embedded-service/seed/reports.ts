import "server-only";
import type { Database } from "better-sqlite3";
import { ASSET_TYPES, type AssetType } from "@/lib/contract/asset-types";
import { REJECT_REASONS, WATCHLIST_REASONS } from "@/lib/contract/review-request";
import { DAY_MS, HOUR_MS, toIso } from "../clock";
import { APPROVE_LABEL_WEIGHTS, BRANDS, COUNTRIES, EXTERNAL_REPORTERS, LURES, REGISTRARS, TLDS } from "./catalog";
import type { Prng } from "./prng";

/** Id counters shared across organizations so every id is unique per table. */
export type SeedIds = { report: number; proposal: number; asset: number; review: number; scan: number; enrichment: number; attachment: number };

export type ReportSeedOptions = {
  orgId: number;
  orgSlug: string;
  count: number;
  now: number;
  proposalsPerReport: readonly [number, number];
  /** Assets created so far, reused now and then so one asset appears in several reports. */
  assetPool: { id: number; type: AssetType }[];
};

const COMMON_TYPES: readonly (readonly [AssetType | "OTHER", number])[] = [
  ["URL", 45],
  ["PAGE", 5],
  ["ADDRESS", 10],
  ["TWITTER", 8],
  ["TELEGRAM", 6],
  ["DISCORD", 5],
  ["EMAIL", 3],
  ["YOUTUBE", 2],
  ["INSTAGRAM", 2],
  ["GOOGLE_APP_STORE", 2],
  ["OTHER", 12],
];
const HUMAN_REVIEWER_IDS = [1, 4, 10, 11, 12, 13];
const MAX_AGE_MS = 120 * DAY_MS;

type Statements = ReturnType<typeof prepare>;

function prepare(db: Database) {
  return {
    report: db.prepare(`INSERT INTO reports (id, organization_id, title, description, image_display, favorited_at, status,
      reported_by_customer, sla_due_at, external_submission_link, duplicate_of_id, created_at, updated_at, reporter_id,
      external_reporter_id, source, source_metadata, reporter_kind, registrar, has_mx_records, country_code, brand_id)
      VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`),
    asset: db.prepare("INSERT INTO assets (id, content, type, status, owner_organization_id, group_id, is_dead, dead_since) VALUES (?,?,?,?,NULL,NULL,?,?)"),
    proposal: db.prepare("INSERT INTO proposals (id, report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (?,?,?,?,?,?)"),
    review: db.prepare(`INSERT INTO reviews (id, proposal_id, organization_id, decision, label, brand_id, comment, watchlisted,
      watchlist_reason, reject_reason, reviewer_kind, reviewed_by_user_id, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`),
    scan: db.prepare("INSERT INTO scans (id, asset_id, status, output, created_at) VALUES (?,?,?,?,?)"),
    enrichment: db.prepare("INSERT INTO enrichments (id, scan_id, type, output, status) VALUES (?,?,?,?,?)"),
    attachment: db.prepare("INSERT INTO attachments (id, report_id, url) VALUES (?,?,?)"),
  };
}

function assetContent(rng: Prng, type: AssetType, id: number, slug: string): string {
  const lure = rng.pick(LURES);
  switch (type) {
    case "URL":
    case "PAGE":
      return `https://${lure}-${slug}-${id}.${rng.pick(TLDS)}${type === "PAGE" ? `/${lure}/index.html` : ""}`;
    case "ADDRESS":
      return `0x${rng.hex(32)}${id.toString(16).padStart(8, "0")}`;
    case "EMAIL":
      return `${lure}.${slug}${id}@mail-${rng.pick(TLDS)}.example`;
    case "PHONE_NUMBER":
      return `+1555${String(id).padStart(9, "0")}`;
    case "TWITTER":
      return `https://x.com/${slug}_${lure}${id}`;
    case "TELEGRAM":
      return `https://t.me/${slug}${lure}${id}`;
    default:
      return `https://${type.toLowerCase().replaceAll("_", "-")}.example/${slug}-${lure}-${id}`;
  }
}

function reportStatus(rng: Prng, ageMs: number): string | null {
  if (ageMs < 3 * DAY_MS)
    return rng.weighted([
      ["TODO", 60],
      ["IN_PROGRESS", 30],
      ["CLOSED", 10],
    ]);
  return rng.weighted<string | null>([
    ["CLOSED", 70],
    ["IN_PROGRESS", 15],
    ["TODO", 10],
    [null, 5],
  ]);
}

/**
 * A report's SLA deadline, drawn so the open work spreads over every SLA bucket of the queue
 * snapshot: already breached (due between creation and now), due within 24 h, within 24-72 h,
 * later (72 h to 14 days out), or no SLA. Shares are about equal and independent of the
 * report's age, so they hold among the PENDING proposals too.
 */
function slaDueAt(rng: Prng, createdAt: number, now: number): string | null {
  const bucket = rng.weighted([
    ["breached", 22],
    ["within24h", 20],
    ["within72h", 20],
    ["later", 20],
    ["none", 18],
  ] as const);
  const within = (fromHours: number, toHours: number) => now + fromHours * HOUR_MS + 1 + Math.floor(rng.next() * ((toHours - fromHours) * HOUR_MS - 1));
  switch (bucket) {
    case "breached":
      return toIso(createdAt + Math.floor(rng.next() * Math.max(0, now - createdAt)));
    case "within24h":
      return toIso(within(0, 24));
    case "within72h":
      return toIso(within(24, 72));
    case "later":
      return toIso(within(72, 14 * 24));
    default:
      return null;
  }
}

function proposalStatus(rng: Prng, ageMs: number): "PENDING" | "APPROVED" | "REJECTED" {
  const pending = ageMs < 2 * DAY_MS ? 0.8 : ageMs < 14 * DAY_MS ? 0.35 : 0.04;
  if (rng.chance(pending)) return "PENDING";
  return rng.chance(0.6) ? "APPROVED" : "REJECTED";
}

/** Inserts `count` reports of one organization with proposals, assets, reviews, scans and attachments. */
export function seedReports(db: Database, rng: Prng, ids: SeedIds, options: ReportSeedOptions): void {
  const s = prepare(db);
  const { orgId, orgSlug, now } = options;
  const brands = BRANDS.map((b, i) => ({ ...b, id: i + 1 })).filter((b) => b.orgId === orgId);
  const ages = Array.from({ length: options.count }, () => Math.floor(rng.next() * MAX_AGE_MS)).sort((a, b) => b - a);
  const firstReportId = ids.report + 1;
  for (const age of ages) {
    const reportId = ++ids.report;
    const createdAt = now - age;
    const source = rng.weighted<string | null>([
      ["APP", 35],
      ["API", 20],
      ["AUTO_DETECTION", 25],
      ["CANARY_TOKEN", 5],
      ["ASSET_MANAGEMENT", 5],
      [null, 10],
    ]);
    const automated = source === "AUTO_DETECTION" || source === "CANARY_TOKEN";
    const byCustomer = !automated && rng.chance(0.3);
    const external = !automated && !byCustomer && rng.chance(0.25);
    const reporterId = automated ? (source === "CANARY_TOKEN" ? 2 : 1) : byCustomer ? 8 + ((orgId - 1) % 3) : external ? null : rng.int(3, 7);
    const externalId = external ? rng.int(1, EXTERNAL_REPORTERS.length) : null;
    const brand = brands.length > 0 && rng.chance(0.7) ? rng.pick(brands) : null;
    const primaryType = pickType(rng);
    const isWeb = primaryType === "URL" || primaryType === "PAGE";
    const updatedAt = createdAt + Math.floor(rng.next() * Math.min(age, 10 * DAY_MS));
    const title = `${titleFor(primaryType)}${brand ? ` impersonating ${brand.name}` : ""}`;
    s.report.run(
      reportId,
      orgId,
      title,
      `Reported ${primaryType.toLowerCase()} ${brand ? `using the ${brand.name} brand ` : ""}to lure ${orgSlug} users.`,
      rng.weighted([
        ["VISIBLE", 80],
        ["BLUR", 15],
        ["HIDDEN", 5],
      ]),
      rng.chance(0.05) ? toIso(updatedAt) : null,
      reportStatus(rng, age),
      byCustomer ? 1 : 0,
      slaDueAt(rng, createdAt, now),
      external && rng.chance(0.5) ? `https://x.com/i/status/${1_700_000_000_000 + reportId}` : null,
      reportId > firstReportId + 10 && rng.chance(0.04) ? rng.int(firstReportId, reportId - 1) : null,
      toIso(createdAt),
      toIso(updatedAt),
      reporterId,
      externalId,
      source,
      source === "AUTO_DETECTION" ? JSON.stringify({ detectionConfigId: rng.int(1, 8), matchedTerm: brand?.terms[0] ?? orgSlug }) : null,
      automated ? "automation" : "human",
      isWeb ? rng.pick(REGISTRARS) : null,
      isWeb ? (rng.chance(0.4) ? 1 : 0) : null,
      rng.chance(0.85) ? rng.pick(COUNTRIES) : null,
      brand?.id ?? null,
    );
    const proposals = rng.int(options.proposalsPerReport[0], options.proposalsPerReport[1]);
    for (let p = 0; p < proposals; p++) {
      const type = p === 0 ? primaryType : pickType(rng);
      seedProposal(s, rng, ids, options, { reportId, createdAt, age, byCustomer, type, brand: brand?.id ?? null });
    }
    if (rng.chance(0.2)) {
      for (let a = rng.int(1, 2); a > 0; a--) {
        const id = ++ids.attachment;
        s.attachment.run(id, reportId, `https://files.embedded.invalid/attachments/${reportId}-${id}.png`);
      }
    }
  }
}

type ProposalInput = { reportId: number; createdAt: number; age: number; byCustomer: boolean; type: AssetType; brand: number | null };

function seedProposal(s: Statements, rng: Prng, ids: SeedIds, options: ReportSeedOptions, input: ProposalInput): void {
  const { orgId, now } = options;
  let assetId: number;
  if (options.assetPool.length > 50 && rng.chance(0.08)) {
    assetId = rng.pick(options.assetPool).id;
  } else {
    assetId = ++ids.asset;
    const dead = input.age > 7 * DAY_MS && rng.chance(0.03);
    s.asset.run(
      assetId,
      assetContent(rng, input.type, assetId, options.orgSlug),
      input.type,
      rng.chance(0.08) ? "ALLOWED" : "UNKNOWN",
      dead ? 1 : 0,
      dead ? toIso(now - Math.floor(rng.next() * 30 * DAY_MS)) : null,
    );
    if (options.assetPool.length < 5000) options.assetPool.push({ id: assetId, type: input.type });
    seedScans(s, rng, ids, assetId, input.createdAt);
  }
  const proposalId = ++ids.proposal;
  const proposedAt = input.createdAt + rng.int(0, 600_000);
  const status = proposalStatus(rng, input.age);
  const awaiting = status === "PENDING" && (input.byCustomer || rng.chance(0.35)) ? orgId : null;
  s.proposal.run(proposalId, input.reportId, assetId, status, toIso(proposedAt), awaiting);
  const reviewedAt = toIso(proposedAt + Math.floor(rng.next() * Math.min(input.age, 5 * DAY_MS)));
  const automationReview = rng.chance(0.3);
  const reviewer = automationReview ? null : rng.pick(HUMAN_REVIEWER_IDS);
  const kind = automationReview ? "automation" : "human";
  if (status === "APPROVED") {
    const label = rng.weighted(APPROVE_LABEL_WEIGHTS);
    const brandId = label === "Brand Impersonation" || label === "Employee Impersonation" ? input.brand : null;
    s.review.run(++ids.review, proposalId, orgId, "APPROVE", label, brandId, null, 0, null, null, kind, reviewer, reviewedAt);
  } else if (status === "REJECTED") {
    const watch = rng.chance(0.25);
    s.review.run(
      ++ids.review,
      proposalId,
      orgId,
      "REJECT",
      null,
      null,
      null,
      watch ? 1 : 0,
      watch ? rng.pick(WATCHLIST_REASONS.filter((r) => r !== "OTHER")) : null,
      watch ? null : rng.pick(REJECT_REASONS),
      kind,
      reviewer,
      reviewedAt,
    );
  } else if (awaiting !== null && !input.byCustomer) {
    s.review.run(
      ++ids.review,
      proposalId,
      null,
      "ESCALATE",
      null,
      null,
      "Needs the organization's decision",
      0,
      null,
      null,
      "human",
      rng.pick(HUMAN_REVIEWER_IDS.slice(2)),
      reviewedAt,
    );
  } else if (rng.chance(0.1)) {
    s.review.run(++ids.review, proposalId, null, "SKIP", null, null, null, 0, null, null, kind, reviewer, reviewedAt);
  }
}

function seedScans(s: Statements, rng: Prng, ids: SeedIds, assetId: number, createdAt: number): void {
  const scans = rng.weighted([
    [0, 25],
    [1, 60],
    [2, 15],
  ]);
  for (let i = 0; i < scans; i++) {
    const scanId = ++ids.scan;
    const status = rng.weighted([
      ["COMPLETED", 85],
      ["FAILED", 7],
      ["IN_PROGRESS", 4],
      ["PENDING", 4],
    ]);
    const done = status === "COMPLETED";
    s.scan.run(
      scanId,
      assetId,
      status,
      done ? JSON.stringify({ httpStatus: rng.pick([200, 200, 301, 403, 404]), phishingScore: Math.round(rng.next() * 100) / 100 }) : null,
      toIso(createdAt + (i + 1) * rng.int(60_000, 3_600_000)),
    );
    if (!done) continue;
    for (const type of ["WHOIS", "DNS", "SCREENSHOT"].slice(0, rng.int(0, 3))) {
      s.enrichment.run(++ids.enrichment, scanId, type, JSON.stringify({ source: type.toLowerCase(), ok: true }), rng.chance(0.95) ? "COMPLETED" : "FAILED");
    }
  }
}

function pickType(rng: Prng): AssetType {
  const t = rng.weighted(COMMON_TYPES);
  return t === "OTHER" ? rng.pick(ASSET_TYPES) : t;
}

function titleFor(type: AssetType): string {
  if (type === "URL" || type === "PAGE") return "Phishing site";
  if (type === "ADDRESS") return "Drainer wallet address";
  if (type === "EMAIL") return "Phishing email sender";
  if (type.endsWith("_STORE") || type === "F_DROID") return "Fake mobile app";
  return `Fake ${type.toLowerCase().replaceAll("_", " ")} account`;
}
