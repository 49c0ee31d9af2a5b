import "server-only";
import { type OrganizationScope, slugOf, slugSelectorOf } from "@/lib/contract/organization-scope";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { applyBulk } from "@/lib/marks/store";
import { organizationStoreKey, ownOrganizationSlug } from "@/lib/upstream/organization-key";
import { type BulkCandidate, holdWithinBudget } from "./bulk-hold";
import { HANDED_OVER_TAG } from "./handed-over";
import { confirmPlanned } from "./outbox";
import { proposalCreatedAt } from "./queue-order";
import { budgetOf, getTriageStore, heldReviewView, triageChanged } from "./triage-service";
import type { BulkDecisionView } from "./view-types";

/**
 * The service's own Review page for one proposal (docs: `/admin/{slug}/review?proposalId=…` on its
 * app address, which is the v2 base address without `/api/v2`); null when the console does not know
 * the address (the embedded service) or the organization's slug.
 */
export function reviewPageUrl(upstreamUrl: string | undefined, slug: string | null, proposalId: string): string | null {
  if (!upstreamUrl || !slug) return null;
  const app = upstreamUrl.replace(/\/+$/, "").replace(/\/api\/v2$/, "");
  return `${app}/admin/${encodeURIComponent(slug)}/review?proposalId=${encodeURIComponent(proposalId)}`;
}

/**
 * One decision on many proposals: as many held (each with the undo window) as the remaining budget
 * covers, never more (lib/triage/bulk-hold.ts); the rest handed over to the service's Review page
 * and tagged so in the console.
 */
export async function holdTriageReviews(
  organization: OrganizationScope,
  input: { proposalIds: readonly string[]; review: ConsoleReviewRequestBody; planned?: boolean },
  user: { username: string; userId: number; role: string },
): Promise<BulkDecisionView> {
  const org = await organizationStoreKey(organization);
  const db = await getDb();
  const snapshot = await (await getTriageStore()).get(org);
  const candidates: BulkCandidate[] = [];
  const notInQueue: string[] = [];
  const withoutAsset: string[] = [];
  for (const proposalId of new Set(input.proposalIds)) {
    const report = snapshot.reports.find((r) => r.proposals.some((p) => String(p.id) === proposalId));
    const proposal = report?.proposals.find((p) => String(p.id) === proposalId);
    if (!report || !proposal || proposal.reviewStatus?.toUpperCase() !== "PENDING") notInQueue.push(proposalId);
    else if (!proposal.asset) withoutAsset.push(proposalId);
    else
      candidates.push({
        org,
        proposalId,
        reportId: String(report.id),
        reportUpdatedAt: report.updatedAt ?? "",
        assetContent: proposal.asset.content ?? "",
        proposedAt: proposalCreatedAt(proposal, report),
        // Each review names its own proposal's asset, as the service requires.
        body: { ...input.review, assetId: proposal.asset.id, ...slugSelectorOf(organization) } as ConsoleReviewRequestBody,
      });
  }
  const now = new Date();
  const env = getEnv();
  const outcome = await holdWithinBudget(
    db,
    candidates,
    user,
    now,
    env.REVIEW_UNDO_SECONDS * 1000,
    (trx) => budgetOf(trx, org, now).then((b) => b.remaining),
    input.planned === true,
  );
  if (outcome.overBudget.length > 0)
    await applyBulk(db, { org, kind: "proposal" }, outcome.overBudget, { type: "tag", tag: HANDED_OVER_TAG }, user.username, now);
  if (outcome.held.length > 0 || outcome.overBudget.length > 0) await triageChanged(org, "review");
  const slug = slugOf(organization) ?? (await ownOrganizationSlug());
  return {
    held: outcome.held.map((row) => heldReviewView(row, user.username)),
    handedOver: outcome.overBudget.map((proposalId) => ({ proposalId, reviewUrl: reviewPageUrl(env.UPSTREAM_URL, slug, proposalId) })),
    alreadyHeld: outcome.alreadyHeld,
    notInQueue,
    withoutAsset,
  };
}

/** Confirms planned reviews together (its author's, or any for an admin): each is held for the undo window from now. */
export async function confirmTriageReviews(
  organization: OrganizationScope,
  ids: readonly number[],
  user: { username: string; role: string },
): Promise<{ confirmed: number[]; notPlanned: number[] }> {
  const db = await getDb();
  const org = await organizationStoreKey(organization);
  const confirmed = await confirmPlanned(db, { ids, org, now: new Date(), holdMs: getEnv().REVIEW_UNDO_SECONDS * 1000, by: user });
  if (confirmed.length > 0) await triageChanged(org, "review");
  const done = new Set(confirmed);
  return { confirmed, notPlanned: [...new Set(ids)].filter((id) => !done.has(id)) };
}
