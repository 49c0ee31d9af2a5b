// The embedded service's database for the threats bench: the demo seed without acme's reports,
// then N reported assets of acme written in bulk, one report and one proposal each (with the
// review, takedown and death the plan gives it). Written directly rather than by seedDatabase:
// the demo seed makes ~5 proposals, scans and enrichments per report and reuses assets, so
// 1,000,000 distinct assets would take many minutes and hold millions of rows the feed never
// reads. The report list's triggers are off while writing and its summary columns and search
// indexes are NOT rebuilt for these reports (minutes at 1,000,000): the bench reads only the
// threats feed, whose query reads the tables themselves; /organization/reports is not exact here.
import "server-only";
import type { Database } from "better-sqlite3";
import { seedDatabase } from "@/lib/embedded-service/seed";
import { APPROVE_LABEL_WEIGHTS } from "@/lib/embedded-service/seed/catalog";
import { openServiceDatabase } from "@/lib/embedded-service/store/open";
import { createListTriggers, dropListTriggers } from "@/lib/embedded-service/store/report-list-support";
import { plannedAsset } from "./asset-plan";

const ACME = 1;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const iso = (ms: number) => new Date(ms).toISOString();
const maxId = (db: Database, table: string) => (db.prepare(`SELECT COALESCE(MAX(id), 0) AS n FROM ${table}`).get() as { n: number }).n;

export type SeededAssets = { seedMs: number; acmeAssets: number };

/** Acme's distinct reported assets, as the feed's query finds them. */
function countReportedAssets(db: Database): number {
  return (
    db.prepare("SELECT COUNT(DISTINCT p.asset_id) AS n FROM proposals p JOIN reports r ON r.id = p.report_id WHERE r.organization_id = ?").get(ACME) as {
      n: number;
    }
  ).n;
}

export function seedThreatAssets(dbPath: string, assets: number, now: Date): SeededAssets {
  const started = performance.now();
  const db = openServiceDatabase(dbPath);
  try {
    seedDatabase(db, { now, reportsForAcme: 0 });
    const brands = (db.prepare("SELECT id FROM brands WHERE organization_id = ? ORDER BY id").all(ACME) as { id: number }[]).map((b) => b.id);
    const base = { asset: maxId(db, "assets"), report: maxId(db, "reports"), proposal: maxId(db, "proposals"), review: maxId(db, "reviews") };
    const report = db.prepare(`INSERT INTO reports (id, organization_id, title, description, image_display, status, reported_by_customer,
      created_at, updated_at, reporter_id, source, reporter_kind, brand_id) VALUES (?,?,?,?,'VISIBLE',?,0,?,?,1,'AUTO_DETECTION','automation',?)`);
    const asset = db.prepare("INSERT INTO assets (id, content, type, status, is_dead, dead_since) VALUES (?,?,?,?,?,?)");
    const proposal = db.prepare("INSERT INTO proposals (id, report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (?,?,?,?,?,?)");
    const review = db.prepare(`INSERT INTO reviews (id, proposal_id, organization_id, decision, label, comment, reject_reason, reviewer_kind, created_at)
      VALUES (?,?,?,?,?,?,?,'automation',?)`);
    const takedown = db.prepare("INSERT INTO takedowns (organization_id, asset_id, status, created_at, status_changed_at) VALUES (?,?,?,?,?)");
    const clock = now.getTime();
    const write = db.transaction(() => {
      dropListTriggers(db);
      for (let n = 1; n <= assets; n++) {
        const plan = plannedAsset(n, brands.length);
        const reportedAt = clock - plan.ageMs;
        const reviewedAt = Math.min(clock, reportedAt + 30 * MINUTE_MS);
        const [assetId, reportId, proposalId] = [base.asset + n, base.report + n, base.proposal + n];
        report.run(
          reportId,
          ACME,
          `Phishing ${plan.type.toLowerCase()} impersonating Acme`,
          "Found by the bench's detection.",
          plan.decision === null ? "TODO" : "CLOSED",
          iso(reportedAt),
          iso(reviewedAt),
          plan.brand === null ? null : brands[plan.brand]!,
        );
        const dead = plan.deadDaysAgo === null ? null : Math.max(reportedAt, clock - plan.deadDaysAgo * DAY_MS);
        asset.run(
          assetId,
          plan.content,
          plan.type,
          plan.decision === "APPROVE" ? "BLOCKED" : plan.allowed ? "ALLOWED" : "UNKNOWN",
          dead === null ? 0 : 1,
          dead === null ? null : iso(dead),
        );
        const status = plan.decision === "APPROVE" ? "APPROVED" : plan.decision === "REJECT" ? "REJECTED" : "PENDING";
        proposal.run(proposalId, reportId, assetId, status, iso(reportedAt), plan.decision === "ESCALATE" ? ACME : null);
        if (plan.decision === "APPROVE") review.run(base.review + n, proposalId, ACME, "APPROVE", APPROVE_LABEL_WEIGHTS[1]![0], null, null, iso(reviewedAt));
        else if (plan.decision === "REJECT") review.run(base.review + n, proposalId, ACME, "REJECT", null, null, "no_malicious_activity", iso(reviewedAt));
        else if (plan.decision === "ESCALATE")
          review.run(base.review + n, proposalId, null, "ESCALATE", null, "Needs the organization's decision", null, iso(reviewedAt));
        if (plan.takedown !== null) {
          const submitted = Math.min(clock, reviewedAt + 60 * MINUTE_MS);
          takedown.run(ACME, assetId, plan.takedown, iso(submitted), iso(plan.takedown === "COMPLETED" ? Math.min(clock, submitted + DAY_MS) : submitted));
        }
      }
      createListTriggers(db);
    });
    write();
    return { seedMs: performance.now() - started, acmeAssets: countReportedAssets(db) };
  } finally {
    db.close();
  }
}
