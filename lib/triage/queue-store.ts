import "server-only";
import type { Kysely } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { Report } from "@/lib/contract/report";
import type { Database } from "@/lib/db/schema";
import { releaseLease, tryAcquireLease } from "@/lib/jobs/lease";
import type { QueueBrand } from "./queue-order";

/** A walked queue is served as is for this long; older, the next read refreshes it in the background. */
export const QUEUE_FRESH_MS = 30_000;
/** A walk that has not finished by then lets another instance take over. */
const WALK_LEASE_MS = 120_000;
/** A reader with nothing cached, while another instance walks, looks again this often. */
const COLD_POLL_MS = 250;

/**
 * What the walk's pages held that the console could not key (reports, and proposals within
 * reports, without an id), with the request ids of those pages to quote.
 */
export type WalkUnreadable = { reports: number; proposals: number; requestIds: string[] };
/**
 * `awaiting`: proposal ids the service's reviewing.backlog check names as awaiting this organization
 * (absent in older stored walks). `unreadable`: absent when the walk left nothing out.
 */
export type WalkResult = {
  reports: Report[];
  brands: QueueBrand[];
  pages: number;
  awaiting?: string[];
  /** The reviewing.backlog check's count of proposals awaiting this organization (absent: no check, or it failed). */
  waitingOnYou?: number;
  unreadable?: WalkUnreadable;
};

export type QueueSnapshot = WalkResult & { walkedAt: string; walkMs: number; stale: boolean };

export type QueueStoreDeps = {
  db: Kysely<Database>;
  /** Walks every page of the organization's `needsCustomerReview` reports (`org` "": the key's own). */
  walk: (org: OrganizationKey) => Promise<WalkResult>;
  now: () => Date;
  /** Identifies this instance in the lease table. */
  holder: string;
  /** Called after a walk stored a queue that differs from the one it replaced (open screens refresh, lib/live). */
  onChanged?: (org: OrganizationKey) => void;
};

/** What a walk stores: also what tells a changed queue from the same one walked again. */
function payloadOf(result: WalkResult): string {
  return JSON.stringify({
    reports: result.reports,
    brands: result.brands,
    awaiting: result.awaiting ?? [],
    ...(result.waitingOnYou === undefined ? {} : { waitingOnYou: result.waitingOnYou }),
    ...(result.unreadable ? { unreadable: result.unreadable } : {}),
  });
}

const leaseName = (org: OrganizationKey) => `triage-walk:${org}`;

/** An escalation is read with the queue for this long; by then the proposal was reviewed or the walk's check names it. */
export const ESCALATION_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Notes that the service escalated a proposal to the organization's review (webhook
 * `asset.status-escalated`): every read of the cached queue counts it as awaiting the organization
 * from now on, before the next walk. Says whether the cached queue already holds the proposal, so
 * open screens can be told at once rather than after a walk.
 */
export async function recordEscalation(db: Kysely<Database>, org: OrganizationKey, proposalId: string, now: Date): Promise<{ held: boolean }> {
  const at = now.toISOString();
  await db
    .insertInto("triage_escalations")
    .values({ org, proposal_id: proposalId, escalated_at: at })
    .onConflict((oc) => oc.columns(["org", "proposal_id"]).doUpdateSet({ escalated_at: at }))
    .execute();
  await db
    .deleteFrom("triage_escalations")
    .where("escalated_at", "<", new Date(now.getTime() - ESCALATION_KEPT_MS).toISOString())
    .execute();
  const snapshot = await readSnapshot(db, org);
  return { held: snapshot?.reports.some((r) => r.proposals.some((p) => String(p.id) === proposalId)) ?? false };
}

/**
 * The cached queue, with the proposals escalated to the organization counted as awaiting it (the
 * walk's own `awaiting` comes from a check that names only the oldest ones).
 */
export async function readSnapshot(db: Kysely<Database>, org: OrganizationKey): Promise<QueueSnapshot | null> {
  const row = await db.selectFrom("triage_queue").selectAll().where("org", "=", org).executeTakeFirst();
  if (!row) return null;
  const payload = JSON.parse(row.payload) as WalkResult;
  const escalated = await db.selectFrom("triage_escalations").select("proposal_id").where("org", "=", org).execute();
  const awaiting = escalated.length === 0 ? payload.awaiting : [...new Set([...(payload.awaiting ?? []), ...escalated.map((e) => e.proposal_id)])];
  return { ...payload, ...(awaiting ? { awaiting } : {}), pages: row.pages, walkedAt: row.walked_at, walkMs: row.walk_ms, stale: row.stale_since !== null };
}

/**
 * The organization's queue as the console store holds it, walked by one instance at a time
 * (a lease per organization) and by one call at a time in this process (coalescing).
 */
export class TriageQueueStore {
  private readonly walks = new Map<string, Promise<boolean>>();

  constructor(private readonly deps: QueueStoreDeps) {}

  /**
   * The cached queue; walks first only when nothing is cached yet. A stale or old one is
   * answered at once and refreshed in the background.
   */
  async get(org: OrganizationKey): Promise<QueueSnapshot> {
    const { db, now } = this.deps;
    let snapshot = await readSnapshot(db, org);
    if (snapshot) {
      await db.updateTable("triage_queue").set({ viewed_at: now().toISOString() }).where("org", "=", org).execute();
      if (this.needsRefresh(snapshot)) void this.refresh(org).catch(() => undefined);
      return snapshot;
    }
    while (!snapshot) {
      const walked = await this.refresh(org);
      snapshot = await readSnapshot(db, org);
      if (!snapshot && !walked) await new Promise((resolve) => setTimeout(resolve, COLD_POLL_MS));
    }
    return snapshot;
  }

  /**
   * The cached queue, or null while none is cached (a walk then starts in the background): for
   * readers that must answer at once and are polled all day, such as the counts beside the
   * numbers on /queues and the wall. Those walk again only when the queue was marked stale (a
   * review) or is older than `maxAgeMs`, not every 30 s as the triage page does.
   */
  async peek(org: OrganizationKey, maxAgeMs: number): Promise<QueueSnapshot | null> {
    const snapshot = await readSnapshot(this.deps.db, org);
    const old = snapshot !== null && this.deps.now().getTime() - Date.parse(snapshot.walkedAt) >= maxAgeMs;
    if (!snapshot || snapshot.stale || old) void this.refresh(org).catch(() => undefined);
    return snapshot;
  }

  needsRefresh(snapshot: Pick<QueueSnapshot, "walkedAt" | "stale">): boolean {
    return snapshot.stale || this.deps.now().getTime() - Date.parse(snapshot.walkedAt) >= QUEUE_FRESH_MS;
  }

  /** Marks the queue out of date (a review was sent, a proposal refused) and refreshes it in the background. */
  async invalidate(org: OrganizationKey): Promise<void> {
    await this.deps.db.updateTable("triage_queue").set({ stale_since: this.deps.now().toISOString() }).where("org", "=", org).execute();
    // A walk under way may have read the service before the change: walk again after it.
    const running = this.walks.get(org);
    void (running ?? Promise.resolve(true)).then(() => this.refresh(org)).catch(() => undefined);
  }

  /**
   * Walks and stores the queue unless a walk is under way, here or on another instance.
   * Resolves true when this call (or the one it joined) walked.
   */
  refresh(org: OrganizationKey): Promise<boolean> {
    const running = this.walks.get(org);
    if (running) return running;
    const walking = this.walkUnderLease(org).finally(() => this.walks.delete(org));
    this.walks.set(org, walking);
    return walking;
  }

  /**
   * Adds reports to the cached queue, or replaces those it holds, before the next walk (an
   * escalation, lib/webhooks/effects.ts). Nothing when nothing is cached: nobody has the queue open.
   * Resolves whether the cached queue now holds them.
   */
  async mergeReports(org: OrganizationKey, reports: WalkResult["reports"]): Promise<boolean> {
    const { db } = this.deps;
    if (reports.length === 0) return false;
    const row = await db.selectFrom("triage_queue").select("payload").where("org", "=", org).executeTakeFirst();
    if (!row) return false;
    const payload = JSON.parse(row.payload) as WalkResult;
    const added = new Map(reports.map((r) => [String(r.id), r]));
    const merged = [
      ...payload.reports.map((r) => added.get(String(r.id)) ?? r),
      ...reports.filter((r) => !payload.reports.some((p) => String(p.id) === String(r.id))),
    ];
    await db
      .updateTable("triage_queue")
      .set({ payload: payloadOf({ ...payload, reports: merged }) })
      .where("org", "=", org)
      .execute();
    return true;
  }

  /** Organizations someone looked at lately whose queue is old or stale: the background job's list. */
  async dueForRefresh(viewedWithinMs: number): Promise<OrganizationKey[]> {
    const now = this.deps.now().getTime();
    const rows = await this.deps.db
      .selectFrom("triage_queue")
      .select(["org", "walked_at", "stale_since"])
      .where("viewed_at", ">=", new Date(now - viewedWithinMs).toISOString())
      .execute();
    return rows.filter((row) => this.needsRefresh({ walkedAt: row.walked_at, stale: row.stale_since !== null })).map((row) => row.org);
  }

  private async walkUnderLease(org: OrganizationKey): Promise<boolean> {
    const { db, walk, now, holder } = this.deps;
    const started = now();
    if (!(await tryAcquireLease(db, leaseName(org), holder, WALK_LEASE_MS, started))) return false;
    try {
      // Another instance may have finished a walk between our read and the lease.
      const current = await db.selectFrom("triage_queue").select(["payload", "walked_at", "stale_since"]).where("org", "=", org).executeTakeFirst();
      if (
        current &&
        !this.needsRefresh({ walkedAt: current.walked_at, stale: current.stale_since !== null }) &&
        Date.parse(current.walked_at) > started.getTime() - 1_000
      )
        return true;
      const result = await walk(org);
      const finished = now();
      const row = {
        payload: payloadOf(result),
        walked_at: started.toISOString(),
        walk_ms: finished.getTime() - started.getTime(),
        pages: result.pages,
      };
      await db
        .insertInto("triage_queue")
        .values({ org, ...row, viewed_at: finished.toISOString() })
        .onConflict((oc) => oc.column("org").doUpdateSet(row))
        .execute();
      await db.updateTable("triage_queue").set({ stale_since: null }).where("org", "=", org).where("stale_since", "<=", started.toISOString()).execute();
      if (current?.payload !== row.payload) this.deps.onChanged?.(org);
      return true;
    } finally {
      await releaseLease(db, leaseName(org), holder);
    }
  }
}
