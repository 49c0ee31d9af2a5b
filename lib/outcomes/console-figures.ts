import "server-only";
import type { Kysely } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { type OrganizationScope, ruleScopeOf } from "@/lib/contract/organization-scope";
import type { Database } from "@/lib/db/schema";
import { REVIEW_LIMIT } from "@/lib/history/review-budget";
import { proposalCreatedAt } from "@/lib/triage/queue-order";
import { storedTriageQueue } from "@/lib/triage/triage-service";
import { nextDayStart } from "./outcome-figures";
import type { ConsoleFigures, ReviewWaits } from "./outcome-view";
import { type DateRange, instantsOf, type OutcomeWindow } from "./outcome-window";

const MINUTE_MS = 60_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The `share` quantile by nearest rank: the smallest wait that `share` of the waits do not exceed. */
function quantile(values: number[], share: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

/**
 * How long proposals waited from arrival until they were reviewed, over the organization's reviews
 * sent through this console whose review falls in the range. The review's time is the row's
 * `created_at`: the moment the reviewer decided (the review was held), not when the undo window let
 * it go to the service. Arrival is `proposed_at` (migration 0019), the time the queue's ages count
 * from; a review without one (held before the console kept it) is counted apart, never as a wait of 0.
 */
async function waitUntilReview(db: Kysely<Database>, triageKey: OrganizationKey, range: DateRange): Promise<ReviewWaits> {
  const { start, end } = instantsOf(range);
  const rows = await db
    .selectFrom("review_outbox")
    .select(["proposed_at", "created_at"])
    .where("org", "=", triageKey)
    .where("status", "=", "sent")
    .where("created_at", ">=", start)
    .where("created_at", "<=", end)
    .execute();
  const waits: number[] = [];
  let withoutArrival = 0;
  for (const row of rows) {
    const arrived = row.proposed_at === null ? Number.NaN : Date.parse(row.proposed_at);
    const reviewed = Date.parse(row.created_at);
    if (!Number.isFinite(arrived) || !Number.isFinite(reviewed)) withoutArrival += 1;
    else waits.push(Math.max(0, Math.round((reviewed - arrived) / MINUTE_MS)));
  }
  return { measured: waits.length, medianMinutes: median(waits), p90Minutes: quantile(waits, 0.9), withoutArrival };
}

/**
 * The organization's triage queue as /triage lists it (the figure's link): how many proposals, how
 * long they have waited at `now`, and the one "waiting on you" figure of the same walk.
 */
async function triageWait(db: Kysely<Database>, triageKey: OrganizationKey, now: Date): Promise<ConsoleFigures["triageWait"]> {
  const queue = await storedTriageQueue(db, triageKey, now);
  if (!queue) return null;
  const waits: number[] = [];
  for (const item of queue.items) {
    const since = Date.parse(proposalCreatedAt(item.proposal, item.report) ?? "");
    if (Number.isFinite(since)) waits.push(Math.max(0, Math.round((now.getTime() - since) / MINUTE_MS)));
  }
  return {
    walkedAt: queue.asOf,
    waiting: queue.items.length,
    waitingOnYou: queue.waitingOnYou,
    oldestMinutes: waits.length ? Math.max(...waits) : null,
    medianMinutes: median(waits),
  };
}

/** Successful events of one action in the range: what /activity lists for the figure's link (`outcomeLinks().activity`, `to` exclusive). */
async function countAudit(db: Kysely<Database>, action: string, range: DateRange): Promise<number> {
  const { start } = instantsOf(range);
  const row = await db
    .selectFrom("audit_events")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("action", "=", action)
    .where("outcome", "=", "success")
    .where("occurred_at", ">=", start)
    .where("occurred_at", "<", nextDayStart(range.endDate))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** `YYYY-MM-DDTHH:MM` bounds of a range, as queue_history stores its minutes. */
const minutesOf = (range: DateRange) => ({ start: `${range.startDate}T00:00`, end: `${range.endDate}T23:59` });

async function slaPeak(
  db: Kysely<Database>,
  historyScope: string | null,
  range: DateRange,
): Promise<{ peak: number | null; latest: number | null; points: number }> {
  if (historyScope === null) return { peak: null, latest: null, points: 0 };
  const { start, end } = minutesOf(range);
  const rows = await db
    .selectFrom("queue_history")
    .select(["minute", "sla_breached"])
    .where("scope", "=", historyScope)
    .where("minute", ">=", start)
    .where("minute", "<=", end)
    // A point whose snapshot did not send the figure is a gap in it, not a 0.
    .where("sla_breached", "is not", null)
    .orderBy("minute")
    .execute();
  const values = rows.map((r) => Number(r.sla_breached));
  if (values.length === 0) return { peak: null, latest: null, points: 0 };
  return { peak: Math.max(...values), latest: values.at(-1)!, points: values.length };
}

/**
 * The queue history's scope of an organization: snapshots are recorded under the slug the service
 * answers with (lib/history/queue-history.ts), so the key's own organization is found by its slug
 * when the key reaches exactly one; otherwise the page asks for an organization to be chosen.
 */
export function historyScopeOf(scope: OrganizationScope, reachable: readonly { slug: string }[]): string | null {
  if (scope.kind === "org") return ruleScopeOf(scope);
  return reachable.length === 1 ? `org:${reachable[0]!.slug}` : null;
}

/**
 * What the console's own store says of the window and the period before it. `triageKey` is the
 * organization's key in the console's store (lib/contract/organization-key.ts), where the queue
 * and the held reviews are kept: "" for the key's own organization even when it is named by its slug.
 */
export async function consoleFigures(
  db: Kysely<Database>,
  triageKey: OrganizationKey,
  historyScope: string | null,
  window: OutcomeWindow,
  now: Date,
): Promise<ConsoleFigures> {
  const [wait, waitedNow, waitedBefore, reviewsNow, reviewsBefore, undoneNow, undoneBefore, slaNow, slaBefore, takeOversNow, takeOversBefore] =
    await Promise.all([
      triageWait(db, triageKey, now),
      waitUntilReview(db, triageKey, window),
      waitUntilReview(db, triageKey, window.previous),
      countAudit(db, "proposal.review", window),
      countAudit(db, "proposal.review", window.previous),
      // The undos the activity log lists (the figure's link): every organization, as reviews sent are.
      countAudit(db, "triage.review.undo", window),
      countAudit(db, "triage.review.undo", window.previous),
      slaPeak(db, historyScope, window),
      slaPeak(db, historyScope, window.previous),
      countAudit(db, "triage.claim.take-over", window),
      countAudit(db, "triage.claim.take-over", window.previous),
    ]);
  return {
    triageWait: wait,
    waitUntilReview: { current: waitedNow, previous: waitedBefore },
    reviews: { current: reviewsNow, previous: reviewsBefore, budget: REVIEW_LIMIT * window.days },
    undone: { current: undoneNow, previous: undoneBefore },
    claimTakeOvers: { current: takeOversNow, previous: takeOversBefore },
    slaBreaches: { peak: { current: slaNow.peak, previous: slaBefore.peak }, latest: slaNow.latest, points: slaNow.points, scope: historyScope },
  };
}
