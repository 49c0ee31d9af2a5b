import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { withImagePaths } from "@/lib/attachments/signed-path";
import { publishLive } from "@/lib/bus/bus";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { type OrganizationScope, scopeOfStorageKey, slugSelectorOf } from "@/lib/contract/organization-scope";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import type { Database } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { formatAboutDuration, plural } from "@/lib/format/duration";
import { PROPOSAL_WITHOUT_ASSET } from "@/lib/format/not-sent";
import { nextReviewFreeAt, reviewBudget } from "@/lib/history/review-budget";
import { runEvery } from "@/lib/jobs/run-every";
import { getLogger } from "@/lib/log/logger";
import { markedProposalIds } from "@/lib/marks/proposal-marks-filter";
import { snoozedProposals } from "@/lib/marks/snoozed";
import { peekSingleton, resetSingleton, setSingleton, singleton } from "@/lib/singleton";
import type { UpstreamClient } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { reviewProposal } from "@/lib/upstream/proposals";
import { withBudgetLock } from "./bulk-hold";
import { claimProposal, listClaims, liveClaims, releaseClaim } from "./claims";
import { clearDecidedHandOvers } from "./handed-over";
import { AlreadyHeldError, getOutboxRow, holdReview, markSeen, type OutboxRow, recentReviews, undoReview, undoReviews, unseenFailures } from "./outbox";
import {
  AGE_STATES,
  buildTriageQueue,
  filterTriageQueue,
  isReviewable,
  proposalCreatedAt,
  SLA_STATES,
  type TriageFilters,
  type TriageItem,
} from "./queue-order";
import { type QueueSnapshot, readSnapshot, TriageQueueStore } from "./queue-store";
import { listRefusals, recordRefusal } from "./refusals";
import { OUTBOX_POLL_MS, senderTick } from "./sender";
import type {
  HeldReviewView,
  TriageBuckets,
  TriageBudgetView,
  TriageClaimsView,
  TriageCountsView,
  TriageQueueView,
  TriageReviewsView,
  WaitingOnYou,
} from "./view-types";
import { walkQueue } from "./walk-queue";

const INSTANCE = `${process.pid}-${randomUUID()}`;

export function getTriageStore(): Promise<TriageQueueStore> {
  return singleton("triage-store", () =>
    getDb().then(
      (db) =>
        new TriageQueueStore({
          db,
          walk: async (org) => {
            const walked = await walkQueue(getUpstreamClient(), scopeOfStorageKey(org));
            // What the service decided of the proposals handed over to its Review page is no longer theirs to do.
            await clearDecidedHandOvers(db, org, walked).catch((error: unknown) =>
              getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "handed-over tags not cleared"),
            );
            return walked;
          },
          now: () => new Date(),
          holder: INSTANCE,
          onChanged: (org) => void publishLive({ type: "triage.changed", organization: org, cause: "walk" }),
        }),
    ),
  );
}

/** Tests that point the console at another store start from a fresh triage store. */
export function resetTriageStoreForTests(): void {
  resetSingleton("triage-store");
}

function bucketsOf(items: readonly TriageItem[]): TriageBuckets {
  const tally = <K extends string>(keys: readonly K[], of: (i: TriageItem) => K) =>
    Object.fromEntries(keys.map((k) => [k, items.filter((i) => of(i) === k).length])) as Record<K, number>;
  return { sla: tally(SLA_STATES, (i) => i.slaState), age: tally(AGE_STATES, (i) => i.ageState) };
}

/** The one "waiting on you" figure of a walk: the service's backlog count, else at least those certainly waiting. */
function waitingOnYouOf(snapshot: { waitingOnYou?: number }, items: readonly TriageItem[]): WaitingOnYou {
  return snapshot.waitingOnYou === undefined
    ? { count: items.filter((i) => i.waiting === "certain" && isReviewable(i)).length, source: "at-least" }
    : { count: snapshot.waitingOnYou, source: "service" };
}

/** Proposals with a review planned, held, on its way, or sent after the walk: not shown, whatever the cached walk says. */
function reviewedSince(rows: OutboxRow[], walkedAt: string): Set<string> {
  return new Set(
    rows
      .filter((r) => r.status === "planned" || r.status === "held" || r.status === "sending" || (r.status === "sent" && r.updated_at >= walkedAt))
      .map((r) => r.proposal_id),
  );
}

/** The counts beside /queues and the wall ask for a new walk at most this often (unless a review made the queue stale). */
const COUNTS_MAX_AGE_MS = 5 * 60_000;

/**
 * How many the triage list holds, in all and by the /queues buckets, from the cached walk only:
 * null while nothing is walked yet (the walk starts; the page asks again).
 */
export async function triageCountsView(organization: OrganizationScope): Promise<TriageCountsView> {
  const queue = await cachedQueue(organization);
  if (!queue) return { asOf: null, counts: null };
  // What the list holds, as /triage lists it (each count opens that list; proposals with no asset
  // included, listed last); what waits on you is the one figure beside it, which leaves them out.
  return { asOf: queue.asOf, counts: { total: queue.items.length, buckets: bucketsOf(queue.items), waitingOnYou: queue.waitingOnYou } };
}

/** How many proposals of the cached walk a filter holds (a saved view's count), or null while nothing is walked yet. */
export async function triageFilteredCount(organization: OrganizationScope, filters: TriageFilters): Promise<{ asOf: string; count: number } | null> {
  const keys = await triageFilteredKeys(organization, filters);
  return keys ? { asOf: keys.asOf, count: keys.keys.length } : null;
}

/** The proposals of the cached walk a filter holds, in the list's order (a selection's "all matching"), or null while nothing is walked yet. */
export async function triageFilteredKeys(organization: OrganizationScope, filters: TriageFilters): Promise<{ asOf: string; keys: string[] } | null> {
  const queue = await cachedQueue(organization);
  if (!queue) return null;
  const filtered = await filteredQueue(await getDb(), await organizationStoreKey(organization), queue.items, queue.snoozedItems, filters);
  return { asOf: queue.asOf, keys: filtered.map((item) => item.key) };
}

/**
 * The queue under a page's filters: the snoozed proposals instead of the rest when asked for, then
 * the list's filters, then the console's tag and assignee (lib/marks/proposal-marks-filter.ts).
 */
async function filteredQueue(
  db: Kysely<Database>,
  org: OrganizationKey,
  items: TriageItem[],
  snoozedItems: TriageItem[],
  filters: TriageFilters,
): Promise<TriageItem[]> {
  const listed = filterTriageQueue(filters.snoozed ? snoozedItems : items, filters);
  if (filters.tag === undefined && filters.assignee === undefined) return listed;
  const marked = await markedProposalIds(db, org, { tag: filters.tag, assignee: filters.assignee });
  return listed.filter((item) => marked.has(item.key));
}

/** The queue of the cached walk (asking for a new walk when it is old), without what was reviewed since. */
async function cachedQueue(organization: OrganizationScope): Promise<CachedQueue | null> {
  const org = await organizationStoreKey(organization);
  const snapshot = await (await getTriageStore()).peek(org, COUNTS_MAX_AGE_MS);
  return snapshot ? queueOf(await getDb(), org, snapshot, new Date()) : null;
}

type CachedQueue = { asOf: string; items: TriageItem[]; snoozedItems: TriageItem[]; waitingOnYou: WaitingOnYou };

async function queueOf(db: Kysely<Database>, org: OrganizationKey, snapshot: QueueSnapshot, now: Date): Promise<CachedQueue> {
  const [refusals, reviews] = await Promise.all([listRefusals(db, org), recentReviews(db, org, now, 24 * 3_600_000)]);
  const reviewed = reviewedSince(reviews, snapshot.walkedAt);
  const queued = buildTriageQueue(snapshot.reports, { brands: snapshot.brands, refusals, now: now.getTime(), awaiting: snapshot.awaiting }).filter(
    (i) => !reviewed.has(i.key),
  );
  const snoozed = await snoozedProposals(db, org, queued, now);
  const items = queued.filter((i) => !snoozed.has(i.key));
  return { asOf: snapshot.walkedAt, items, snoozedItems: queued.filter((i) => snoozed.has(i.key)), waitingOnYou: waitingOnYouOf(snapshot, items) };
}

/**
 * The stored queue of an organization (its key in the triage store) as /triage lists it, without
 * asking for a walk: null when it was never walked. What /outcomes counts as in triage now.
 */
export async function storedTriageQueue(db: Kysely<Database>, org: OrganizationKey, now: Date): Promise<CachedQueue | null> {
  const snapshot = await readSnapshot(db, org);
  return snapshot ? queueOf(db, org, snapshot, now) : null;
}

export async function triageQueueView(
  organization: OrganizationScope,
  filters: TriageFilters,
  page: { offset: number; limit: number },
  username: string,
): Promise<TriageQueueView> {
  const org = await organizationStoreKey(organization);
  const store = await getTriageStore();
  const db = await getDb();
  const snapshot = await store.get(org);
  const now = new Date();
  const [refusals, claims, reviews] = await Promise.all([listRefusals(db, org), listClaims(db, org, now), recentReviews(db, org, now, 24 * 3_600_000)]);
  const reviewed = reviewedSince(reviews, snapshot.walkedAt);
  const queued = buildTriageQueue(snapshot.reports, { brands: snapshot.brands, refusals, now: now.getTime(), awaiting: snapshot.awaiting }).filter(
    (i) => !reviewed.has(i.key),
  );
  // A snoozed proposal leaves triage until its time, or until the service changes its report (lib/marks/snoozed.ts).
  const snoozed = await snoozedProposals(db, org, queued, now);
  const all = queued.filter((i) => !snoozed.has(i.key));
  const filtered = await filteredQueue(
    db,
    org,
    all,
    queued.filter((i) => snoozed.has(i.key)),
    filters,
  );
  const claimOf = new Map(claims.map((c) => [c.proposalId, c]));
  const count = (values: string[]) => [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())];
  return {
    asOf: snapshot.walkedAt,
    answeredAt: now.toISOString(),
    refreshing: store.needsRefresh(snapshot),
    total: all.length,
    // One that cannot be reviewed here (no asset sent) waits on nobody here.
    certainTotal: all.filter((i) => i.waiting === "certain" && isReviewable(i)).length,
    waitingOnYou: waitingOnYouOf(snapshot, all),
    filteredTotal: filtered.length,
    buckets: bucketsOf(all),
    ...(snapshot.unreadable ? { unreadable: snapshot.unreadable } : {}),
    offset: page.offset,
    items: filtered.slice(page.offset, page.offset + page.limit).map((item) => {
      const claim = claimOf.get(item.key);
      return {
        key: item.key,
        waiting: item.waiting,
        slaState: item.slaState,
        brandIds: item.brandIds,
        namedBrandIds: item.namedBrandIds,
        proposal: item.proposal,
        report: withImagePaths(item.report),
        claim: claim ? { username: claim.username, expiresAt: claim.expiresAt, mine: claim.username === username } : null,
      };
    }),
    facets: {
      assetTypes: count(all.map((i) => i.proposal.asset?.type ?? ""))
        .map(([value, n]) => ({ value, count: n }))
        .sort((a, b) => a.value.localeCompare(b.value)),
      brands: snapshot.brands
        .map((b) => ({ id: String(b.id), name: b.name, count: all.filter((i) => i.brandIds.includes(String(b.id))).length }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}

/**
 * A review sent straight to the service (the review route, not the held-review sender), answered
 * as the sender's are: a 403 is remembered so the proposal leaves every reviewer's queue until
 * its report changes (lib/triage/refusals.ts), and any answer marks the queue out of date. The
 * report is the one of the stored walk: a proposal no walk has seen is in no queue to leave.
 */
export async function reviewAndRemember(
  client: UpstreamClient,
  organization: OrganizationScope,
  proposalId: string,
  body: ConsoleReviewRequestBody,
): Promise<Awaited<ReturnType<typeof reviewProposal>>> {
  try {
    const result = await reviewProposal(client, proposalId, body);
    await markAnswered(organization, proposalId, false);
    await triageChanged(await organizationStoreKey(organization), "review");
    return result;
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "http" && error.status === 403) await markAnswered(organization, proposalId, true);
    throw error;
  }
}

/** Tells every open /triage (and the wall's counts) of this organization that its queue changed. */
export async function triageChanged(org: OrganizationKey, cause: "review" | "claim"): Promise<void> {
  await publishLive({ type: "triage.changed", organization: org, cause });
}

async function markAnswered(organization: OrganizationScope, proposalId: string, refused: boolean): Promise<void> {
  const org = await organizationStoreKey(organization);
  const db = await getDb();
  const snapshot = await readSnapshot(db, org);
  if (!snapshot) return;
  const report = snapshot.reports.find((r) => r.proposals.some((p) => String(p.id) === proposalId));
  if (refused && report) await recordRefusal(db, { org, proposalId, reportId: String(report.id), reportUpdatedAt: report.updatedAt ?? "", at: new Date() });
  if (report) await (await getTriageStore()).invalidate(org);
}

/** Why a review cannot be held: the proposal is no longer in the queue, or someone holds one already. */
export class HoldRefusedError extends Error {
  constructor(
    readonly status: 403 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export async function holdTriageReview(
  organization: OrganizationScope,
  input: { proposalId: string; body: ConsoleReviewRequestBody },
  user: { username: string; userId: number; role: string },
): Promise<HeldReviewView> {
  const org = await organizationStoreKey(organization);
  const db = await getDb();
  // Refused in words now, not held and then failed by the service's 429 once the window passed
  // (checked again under the budget's lock below, where a bulk decision counts too).
  const budget = await budgetOf(db, org, new Date());
  if (budget.remaining === 0) throw new HoldRefusedError(409, budgetSpentMessage(budget, new Date()));
  const store = await getTriageStore();
  const snapshot = await store.get(org);
  const report = snapshot.reports.find((r) => r.proposals.some((p) => String(p.id) === input.proposalId));
  const proposal = report?.proposals.find((p) => String(p.id) === input.proposalId);
  if (!report || !proposal || proposal.reviewStatus?.toUpperCase() !== "PENDING") {
    throw new HoldRefusedError(404, "This proposal is not in the triage queue (any more); reload the queue");
  }
  // The service refuses a review whose assetId is not the proposal's asset: never send one it must refuse.
  if (!proposal.asset) throw new HoldRefusedError(409, PROPOSAL_WITHOUT_ASSET);
  const assetContent = proposal.asset.content ?? "";
  try {
    const now = new Date();
    const row = await withBudgetLock(db, now, async (trx) => {
      const locked = await budgetOf(trx, org, now);
      if (locked.remaining === 0) throw new HoldRefusedError(409, budgetSpentMessage(locked, now));
      return holdReview(trx, {
        org,
        proposalId: input.proposalId,
        reportId: String(report.id),
        reportUpdatedAt: report.updatedAt ?? "",
        assetContent,
        // The same arrival the queue's ages count from, so the Outcomes page's "waited until reviewed" agrees with them.
        proposedAt: proposalCreatedAt(proposal, report),
        // The review as the sender will send it: naming the organization unless it is the key's own (the v2 default).
        body: { ...input.body, ...slugSelectorOf(organization) },
        username: user.username,
        userId: user.userId,
        role: user.role,
        now,
        holdMs: getEnv().REVIEW_UNDO_SECONDS * 1000,
      });
    });
    await triageChanged(org, "review");
    return heldReviewView(row, user.username);
  } catch (error) {
    if (error instanceof AlreadyHeldError) throw new HoldRefusedError(409, `${error.username} has already reviewed this proposal`);
    throw error;
  }
}

/** Undoes a held review: its author or an admin only (403 for anyone else); false when it is too late. */
export async function undoTriageReview(organization: OrganizationScope, id: number, user: { username: string; role: string }): Promise<boolean> {
  const db = await getDb();
  const org = await organizationStoreKey(organization);
  if (await undoReview(db, { id, org, now: new Date(), by: user })) {
    await triageChanged(org, "review");
    return true;
  }
  const row = await getOutboxRow(db, id);
  if (row?.org === org && (row.status === "held" || row.status === "planned") && row.username !== user.username && user.role !== "admin") {
    throw new HoldRefusedError(403, `Only ${row.username}, who held this review, or an admin can undo it`);
  }
  return false;
}

/** Undoes a bulk decision's held reviews together (its author's, or any for an admin); the rest were sent already, or are not theirs. */
export async function undoTriageReviews(
  organization: OrganizationScope,
  ids: readonly number[],
  user: { username: string; role: string },
): Promise<{ undone: number[]; tooLate: number[] }> {
  const db = await getDb();
  const org = await organizationStoreKey(organization);
  const undone = await undoReviews(db, { ids, org, now: new Date(), by: user });
  if (undone.length > 0) await triageChanged(org, "review");
  const done = new Set(undone);
  return { undone, tooLate: [...new Set(ids)].filter((id) => !done.has(id)) };
}

export function heldReviewView(row: OutboxRow, username: string): HeldReviewView {
  const outcome = row.outcome ? (JSON.parse(row.outcome) as Record<string, unknown>) : null;
  const failed = row.status === "failed";
  return {
    id: row.id,
    proposalId: row.proposal_id,
    organization: row.org,
    reportId: row.report_id,
    assetContent: row.asset_content,
    decision: (JSON.parse(row.body) as { decision: string }).decision,
    username: row.username,
    mine: row.username === username,
    status: row.status,
    seen: row.seen_at !== null,
    sendAfter: row.send_after,
    updatedAt: row.updated_at,
    watchlisted: row.status === "sent" && outcome ? outcome.watchlisted === true : null,
    ...(row.status === "sent" && Array.isArray(outcome?.notSent) && outcome.notSent.length > 0 ? { answerNotSent: outcome.notSent.map(String) } : {}),
    failure: failed
      ? {
          status: row.http_status,
          code: String(outcome?.code ?? "FAILED"),
          message: String(outcome?.message ?? "The review could not be sent"),
          retryAfter: typeof outcome?.retryAfter === "string" ? outcome.retryAfter : null,
        }
      : null,
  };
}

/**
 * The review budget as this organization's reviewers meet it: the service's 10 a day (counted from
 * the audit trail) less the reviews held or on their way, and none while the service's own 429
 * says to wait.
 */
export async function budgetOf(db: Kysely<Database>, org: OrganizationKey, now: Date, rows?: OutboxRow[]): Promise<TriageBudgetView> {
  const recent = rows ?? (await recentReviews(db, org, now, 3_600_000));
  const budget = await reviewBudget(db, now);
  // A planned review holds its place in the budget as a held one does: confirming it never finds the budget gone.
  const held = recent.filter((r) => r.status === "planned" || r.status === "held" || r.status === "sending").length;
  const blockedUntil = recent
    .filter((r) => r.status === "failed" && r.http_status === 429)
    .map((r) => {
      const retryAfter = (JSON.parse(r.outcome ?? "{}") as { retryAfter?: string }).retryAfter;
      const seconds = retryAfter && /^\d+$/.test(retryAfter) ? Number(retryAfter) : 0;
      return Date.parse(r.updated_at) + seconds * 1000;
    })
    .filter((until) => until > now.getTime())
    .sort((a, b) => b - a)[0];
  const remaining = blockedUntil ? 0 : Math.max(0, budget.remaining - held);
  return {
    limit: budget.limit,
    used: budget.used,
    held,
    remaining,
    blockedUntil: blockedUntil ? new Date(blockedUntil).toISOString() : null,
    nextFreeAt: blockedUntil ? new Date(blockedUntil).toISOString() : remaining === 0 ? await nextReviewFreeAt(db, now, held) : null,
  };
}

/** Why a hold is refused when the budget is spent, and how long until one fits. */
export function budgetSpentMessage(budget: TriageBudgetView, now: Date): string {
  const held = budget.held > 0 ? ` and ${plural(budget.held, "review")} held` : "";
  const counted = `${budget.used} of ${budget.limit} reviews sent in the last 24 hours${held}`;
  const wait = budget.nextFreeAt ? `; the next review can be sent in ${formatAboutDuration(Math.max(0, Date.parse(budget.nextFreeAt) - now.getTime()))}` : "";
  return `Not held: the day's review budget is spent (${counted})${wait}`;
}

/**
 * The organization's recent reviews and the budget, plus the caller's own failed reviews they have
 * not seen yet, however old: a review that failed after its author left /triage waits for them.
 */
export async function triageReviews(organization: OrganizationScope, user: { username: string; userId: number | null }): Promise<TriageReviewsView> {
  const db = await getDb();
  const now = new Date();
  const org = await organizationStoreKey(organization);
  const rows = await recentReviews(db, org, now, 3_600_000);
  const unseen = user.userId === null ? [] : await unseenFailures(db, user.userId);
  const shown = new Set(rows.map((r) => r.id));
  const reviews = [...rows, ...unseen.filter((r) => !shown.has(r.id))].map((r) => heldReviewView(r, user.username));
  return { answeredAt: now.toISOString(), undoSeconds: getEnv().REVIEW_UNDO_SECONDS, reviews, budget: await budgetOf(db, org, now, rows) };
}

/** Marks the caller's failed reviews seen (all, or the one named): they stop being shown to them. */
export async function markFailuresSeen(userId: number, id?: number): Promise<{ seen: number }> {
  return { seen: await markSeen(await getDb(), userId, new Date(), id) };
}

/** Who claims, as the audit trail names them. */
export type Claimant = { username: string; role: string | null; requestId: string; ip: string | null };

export async function claimTriageProposal(organization: OrganizationScope, proposalId: string, claimant: Claimant, takeOver: boolean) {
  const { username } = claimant;
  const org = await organizationStoreKey(organization);
  const db = await getDb();
  const { tookOverFrom, ...claim } = await claimProposal(db, { org, proposalId, username, now: new Date(), takeOver });
  // Two reviewers on one proposal: the Outcomes page counts these (lib/outcomes/console-figures.ts).
  if (tookOverFrom !== null) {
    await recordAuditEvent(db, {
      ...claimant,
      action: "triage.claim.take-over",
      target: proposalId,
      inputSummary: { proposalId, from: tookOverFrom },
      outcome: "success",
    });
  }
  await triageChanged(org, "claim");
  return { ...claim, mine: claim.username === username };
}

/** Who holds which proposal now: the console store only, no call to the service (polled by the page). */
export async function triageClaimsView(organization: OrganizationScope, username: string): Promise<TriageClaimsView> {
  const now = new Date();
  const claims = await liveClaims(await getDb(), await organizationStoreKey(organization), now);
  return { answeredAt: now.toISOString(), claims: claims.map((c) => ({ ...c, mine: c.username === username })) };
}

export async function releaseTriageClaim(organization: OrganizationScope, proposalId: string, username: string): Promise<{ released: true }> {
  const org = await organizationStoreKey(organization);
  await releaseClaim(await getDb(), { org, proposalId, username });
  await triageChanged(org, "claim");
  return { released: true };
}

/**
 * Every instance polls the outbox (whoever claims a due review sends it) and refreshes the
 * queues someone looked at lately (one instance walks each, under its lease).
 */
export function startTriageJobs(): () => void {
  const running = peekSingleton<() => void>("triage-jobs");
  if (running) return running;
  const sender = runEvery({
    name: "triage outbox sender",
    interval: OUTBOX_POLL_MS,
    tick: async () => {
      const db = await getDb();
      const store = await getTriageStore();
      await senderTick(
        {
          db,
          now: () => new Date(),
          send: (_org, proposalId, body) => reviewProposal(getUpstreamClient(), proposalId, body),
          onAnswered: (org) => {
            void store.invalidate(org).catch(() => undefined);
            void triageChanged(org, "review");
          },
        },
        INSTANCE,
      );
    },
  });
  // Each walk takes its own lease per organization (queue-store.ts).
  const refresher = runEvery({
    name: "triage queue refresh",
    interval: 10_000,
    tick: async () => {
      const store = await getTriageStore();
      for (const org of await store.dueForRefresh(10 * 60_000)) await store.refresh(org);
    },
  });
  const stop = () => {
    sender.stop();
    refresher.stop();
    resetSingleton("triage-jobs");
  };
  setSingleton("triage-jobs", stop);
  return stop;
}
