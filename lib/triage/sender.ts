import "server-only";
import type { Kysely } from "kysely";
import type { ReviewResult } from "@/lib/contract/review";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { recordAuditEvent } from "@/lib/db/audit-events";
import type { Database } from "@/lib/db/schema";
import { UpstreamError } from "@/lib/upstream/errors";
import { claimDueReviews, completeReview, type OutboxRow, type SendOutcome } from "./outbox";
import { recordRefusal } from "./refusals";

/** Every instance polls the outbox this often; whoever claims a due review sends it. */
export const OUTBOX_POLL_MS = 1_000;

export type SenderDeps = {
  db: Kysely<Database>;
  send: (org: string, proposalId: string, body: ConsoleReviewRequestBody) => Promise<ReviewResult>;
  now: () => Date;
  /** Called after a review was answered (sent or refused): the organization's queue changed. */
  onAnswered?: (org: string) => void;
};

function outcomeOf(error: unknown): SendOutcome {
  if (error instanceof UpstreamError && error.kind === "http" && error.status !== undefined) {
    return { kind: "refused", status: error.status, code: error.code, message: error.message, retryAfter: error.retryAfter };
  }
  return { kind: "retry", message: error instanceof Error ? error.message : String(error) };
}

async function sendOne(deps: SenderDeps, row: OutboxRow, holder: string): Promise<SendOutcome> {
  const body = JSON.parse(row.body) as ConsoleReviewRequestBody;
  let outcome: SendOutcome;
  try {
    outcome = { kind: "sent", result: await deps.send(row.org, row.proposal_id, body) };
  } catch (error) {
    outcome = outcomeOf(error);
  }
  const now = deps.now();
  if (!(await completeReview(deps.db, row, holder, outcome, now))) return outcome;
  if (outcome.kind === "retry") return outcome;
  if (outcome.kind === "refused" && outcome.status === 403) {
    await recordRefusal(deps.db, { org: row.org, proposalId: row.proposal_id, reportId: row.report_id, reportUpdatedAt: row.report_updated_at, at: now });
  }
  // The audit trail: held (the hold route) → sent here, as the review the budget counts.
  await recordAuditEvent(deps.db, {
    username: row.username,
    role: row.role,
    action: "proposal.review",
    target: `proposal:${row.proposal_id}`,
    inputSummary: { ...body, heldReview: row.id },
    requestId: `held-review-${row.id}`,
    occurredAt: now,
    outcome: outcome.kind === "sent" ? "success" : outcome.status >= 500 ? "error" : "failure",
    httpStatus: outcome.kind === "sent" ? 200 : outcome.status,
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
