import "server-only";
import type { Database } from "better-sqlite3";
import { BRAND_LABELS, type ReviewRequestBody } from "@/lib/contract/review-request";
import { DAY_MS } from "../clock";
import { ServiceError } from "../context";

type ProposalRow = {
  id: number;
  asset_id: number;
  review_status: string;
  awaiting_organization_id: number | null;
  report_id: number;
  organization_id: number;
  asset_type: string;
  asset_content: string;
  asset_status: string;
};

export type ReviewOutcome = {
  proposal: { id: number; reviewStatus: string; asset: { id: number; type: string; content: string; status: string } };
  review: { id: number; decision: string; label: string | null; brandId: number | null; comment: string | null; createdAt: string };
  watchlisted: boolean;
};

type ReviewInput = { proposalId: number; organizationId: number; reviewerUserId: number | null; body: ReviewRequestBody; now: Date; limit: number };

/** Throws 429 with Retry-After (seconds until the oldest review in the window leaves it) when the org used its quota. */
function assertRateLimit(db: Database, organizationId: number, now: Date, limit: number): void {
  const windowStart = new Date(now.getTime() - DAY_MS).toISOString();
  const rows = db
    .prepare("SELECT created_at FROM review_rate WHERE organization_id = ? AND created_at > ? ORDER BY created_at ASC")
    .all(organizationId, windowStart) as { created_at: string }[];
  if (rows.length < limit) return;
  // The (n - limit + 1)-th oldest must leave the window before one more review fits.
  const freesAt = new Date(rows[rows.length - limit]!.created_at).getTime() + DAY_MS;
  const seconds = Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
  throw new ServiceError(
    429,
    "TOO_MANY_REQUESTS",
    `Review limit reached: ${limit} reviews per organization per 24 hours. Retry in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
    undefined,
    {
      "Retry-After": String(seconds),
    },
  );
}

/** Applies every rule of the review operation, then writes review, proposal, asset and quota in one transaction. */
export function reviewProposal(db: Database, input: ReviewInput): ReviewOutcome {
  const { body, organizationId, now } = input;
  return db.transaction((): ReviewOutcome => {
    const proposal = db
      .prepare(`SELECT p.id, p.asset_id, p.review_status, p.awaiting_organization_id, p.report_id, r.organization_id,
          a.type AS asset_type, a.content AS asset_content, a.status AS asset_status
        FROM proposals p JOIN reports r ON r.id = p.report_id JOIN assets a ON a.id = p.asset_id WHERE p.id = ?`)
      .get(input.proposalId) as ProposalRow | undefined;
    if (!proposal) throw new ServiceError(404, "NOT_FOUND", `Proposal ${input.proposalId} not found`);
    if (proposal.organization_id !== organizationId) throw new ServiceError(403, "FORBIDDEN", "This proposal does not belong to your organization");
    if (proposal.review_status !== "PENDING") {
      throw new ServiceError(409, "CONFLICT", `Proposal ${proposal.id} is already resolved (${proposal.review_status})`);
    }
    if (proposal.awaiting_organization_id !== organizationId) {
      throw new ServiceError(403, "FORBIDDEN", "This proposal is not waiting on your organization's review");
    }
    if (body.assetId !== proposal.asset_id) {
      throw new ServiceError(409, "CONFLICT", `assetId ${body.assetId} is not the proposal's current asset`);
    }
    if (body.decision === "APPROVE" && body.brandId !== undefined && BRAND_LABELS.includes(body.label)) {
      const brand = db.prepare("SELECT 1 FROM brands WHERE id = ? AND organization_id = ?").get(body.brandId, organizationId);
      if (!brand) {
        throw new ServiceError(400, "BAD_REQUEST", "brandId must be one of your organization's brands", [
          { message: "brandId must be one of your organization's brands", path: ["brandId"] },
        ]);
      }
    }
    assertRateLimit(db, organizationId, now, input.limit);

    const createdAt = now.toISOString();
    const approve = body.decision === "APPROVE";
    const watchlisted = body.decision === "WATCHLIST";
    const label = approve ? body.label : null;
    const brandId = approve && BRAND_LABELS.includes(body.label) ? (body.brandId ?? null) : null;
    const comment = body.comment ?? (body.decision === "WATCHLIST" ? (body.note ?? null) : null);
    const info = db
      .prepare(`INSERT INTO reviews (proposal_id, organization_id, decision, label, brand_id, comment, watchlisted, watchlist_reason,
          reject_reason, reviewer_kind, reviewed_by_user_id, created_at) VALUES (?,?,?,?,?,?,?,?,?, 'human', ?, ?)`)
      .run(
        proposal.id,
        organizationId,
        approve ? "APPROVE" : "REJECT",
        label,
        brandId,
        comment,
        watchlisted ? 1 : 0,
        body.decision === "WATCHLIST" ? body.watchlistReason : null,
        body.decision === "REJECT" ? body.rejectReason : null,
        input.reviewerUserId,
        createdAt,
      );
    const status = approve ? "APPROVED" : "REJECTED";
    db.prepare("UPDATE proposals SET review_status = ? WHERE id = ?").run(status, proposal.id);
    if (approve) db.prepare("UPDATE assets SET status = 'BLOCKED' WHERE id = ?").run(proposal.asset_id);
    db.prepare("UPDATE reports SET updated_at = ? WHERE id = ?").run(createdAt, proposal.report_id);
    db.prepare("INSERT INTO review_rate (organization_id, created_at) VALUES (?, ?)").run(organizationId, createdAt);
    return {
      proposal: {
        id: proposal.id,
        reviewStatus: status,
        asset: { id: proposal.asset_id, type: proposal.asset_type, content: proposal.asset_content, status: approve ? "BLOCKED" : proposal.asset_status },
      },
      review: { id: Number(info.lastInsertRowid), decision: approve ? "APPROVE" : "REJECT", label, brandId, comment, createdAt },
      watchlisted,
    };
  })();
}
