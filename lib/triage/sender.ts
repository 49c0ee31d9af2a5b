import "server-only";
import type { Kysely } from "kysely";
import { can } from "@/lib/auth/permissions";
import { getUserById, getUserByUsername } from "@/lib/auth/users";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { ReviewResult } from "@/lib/contract/review";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { recordAuditEvent } from "@/lib/db/audit-events";
import type { Database } from "@/lib/db/schema";
import { getLogger } from "@/lib/log/logger";
import { followDecided } from "@/lib/threats/follows";
import { UpstreamError } from "@/lib/upstream/errors";
import { claimDueReviews, completeReview, type OutboxRow, type SendOutcome } from "./outbox";
import { recordRefusal } from "./refusals";

/** Every instance polls the outbox this often; whoever claims a due review sends it. */
export const OUTBOX_POLL_MS = 1_000;

export type SenderDeps = {
  db: Kysely<Database>;
  send: (org: OrganizationKey, proposalId: string, body: ConsoleReviewRequestBody) => Promise<ReviewResult>;
  now: () => Date;
  /** Called after a review was answered (sent or refused): the organization's queue changed. */
  onAnswered?: (org: OrganizationKey) => void;
};

function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof UpstreamError && error.kind === "http" && error.status !== undefined) {
    return { kind: "refused", status: error.status, code: error.code, message: error.message, retryAfter: error.retryAfter };
  }
  return { kind: "retry", message: error instanceof Error ? error.message : String(error) };
}

/**
 * Why a held review may not go out any more: its author was removed, or may no longer review. The
 * author is their account (`user_id`), not their name: a re-created account of the same name is
 * someone else. Only reviews held before the column (migration 0020) without a match go by name.
 */
async function authorRefusal(db: Kysely<Database>, row: OutboxRow): Promise<SendOutcome | null> {
  const author = row.user_id === null ? await getUserByUsername(db, row.username) : await getUserById(db, row.user_id);
  if (!author) {
    return { kind: "void", code: "AUTHOR_REMOVED", message: `Not sent: ${row.username}, who held this review, no longer has an account` };
  }
  if (!can(author.role, "review")) {
    return {
      kind: "void",
      code: "AUTHOR_CANNOT_REVIEW",
      message: `Not sent: ${row.username}, who held this review, may no longer review (now ${author.role})`,
    };
  }
  return null;
}

async function sendOne(deps: SenderDeps, row: OutboxRow, holder: string): Promise<SendOutcome> {
  const body = JSON.parse(row.body) as ConsoleReviewRequestBody;
  // The author is checked again at sending time: a role change or removal during the undo window counts.
  let outcome = await authorRefusal(deps.db, row);
  if (!outcome) {
    try {
      outcome = { kind: "sent", result: await deps.send(row.org, row.proposal_id, body) };
    } catch (error) {
      outcome = outcomeOf(error);
    }
  }
  const now = deps.now();
  if (!(await completeReview(deps.db, row, holder, outcome, now))) return outcome;
  if (outcome.kind === "retry") return outcome;
  // What its author decided, they follow (a failure here must not lose the audit entry below).
  if (outcome.kind === "sent" && row.user_id !== null)
    await followDecided(deps.db, row.user_id, row.org, String(body.assetId), now).catch((error: unknown) =>
      getLogger().warn({ err: error instanceof Error ? error.message : String(error), heldReview: row.id }, "the reviewed asset was not followed"),
    );
  if (outcome.kind === "refused" && outcome.status === 403) {
    await recordRefusal(deps.db, { org: row.org, proposalId: row.proposal_id, reportId: row.report_id, reportUpdatedAt: row.report_updated_at, at: now });
  }
  // The audit trail: held (the hold route) → sent here, as the review the budget counts.
  await recordAuditEvent(deps.db, {
    username: row.username,
    role: row.role,
    action: "proposal.review",
    target: `proposal:${row.proposal_id}`,
    inputSummary: { ...body, heldReview: row.id, ...(outcome.kind === "void" ? { notSent: outcome.code } : {}) },
    requestId: `held-review-${row.id}`,
    occurredAt: now,
    outcome: outcome.kind === "sent" ? "success" : outcome.kind === "refused" && outcome.status >= 500 ? "error" : "failure",
    httpStatus: outcome.kind === "sent" ? 200 : outcome.kind === "refused" ? outcome.status : null,
  });
  deps.onAnswered?.(row.org);
  return outcome;
}

/** One poll: claims the due reviews and sends each. Returns what happened, for tests and logs. */
export async function senderTick(deps: SenderDeps, holder: string): Promise<{ id: number; outcome: SendOutcome }[]> {
  const rows = await claimDueReviews(deps.db, holder, deps.now());
  const done: { id: number; outcome: SendOutcome }[] = [];
  for (const row of rows) done.push({ id: row.id, outcome: await sendOne(deps, row, holder) });
  return done;
}
