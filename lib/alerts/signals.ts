import "server-only";
import type { Kysely } from "kysely";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { Database } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { reportsFiledSince } from "@/lib/filing/filed-signal";
import { minuteOf, scopeOf } from "@/lib/history/queue-history";
import { type ReviewBudget, reviewBudget } from "@/lib/history/review-budget";
import { overdueJobs } from "@/lib/jobs/job-status";
import type { SavedViewCount } from "@/lib/saved-views/alert-signal";
import { assetsLiveAgainSince, type LiveAgain } from "@/lib/threats/live-again-signal";
import { currentWebhookSecrets } from "@/lib/webhooks/secret-rotation";
import { threatDetectionsSince } from "@/lib/webhooks/threat-signal";
import type { Figure } from "./rule-schema";
import { type ContractChange, contractChangeSinceLastEvaluation } from "./service-contract-signal";

/** Where an evaluation gets its data: the same reads the wall and the recorder make. */
export type SignalSources = {
  snapshot: (scope: string) => Promise<QueueSnapshot>;
  healthcheck: (checkId: string, scope: string) => Promise<HealthcheckResult>;
  /** A saved view's name and count (lib/saved-views/alert-signal.ts), or null when the view is gone. */
  savedViewCount?: (viewId: string) => Promise<SavedViewCount | null>;
};

/**
 * The signals of one evaluation, each fetched at most once however many rules need it
 * (a failure is remembered too: every rule reading it sees the same failure).
 */
export class EvaluationSignals {
  private readonly cache = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sources: SignalSources,
    readonly now: Date,
  ) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let value = this.cache.get(key) as Promise<T> | undefined;
    if (!value) {
      value = load();
      value.catch(() => undefined);
      this.cache.set(key, value);
    }
    return value;
  }

  snapshot(scope: string): Promise<QueueSnapshot> {
    return this.once(`snapshot|${scope}`, () => this.sources.snapshot(scope));
  }

  healthcheck(checkId: string, scope: string): Promise<HealthcheckResult> {
    return this.once(`healthcheck|${checkId}|${scope}`, () => this.sources.healthcheck(checkId, scope));
  }

  savedViewCount(viewId: string): Promise<SavedViewCount | null> {
    const read = this.sources.savedViewCount;
    if (!read) return Promise.reject(new Error("saved views are not counted by this evaluator"));
    return this.once(`saved-view|${viewId}`, () => read(viewId));
  }

  /** Read once per evaluation: every rule of the kind sees the same change, and the baseline moves once. */
  serviceContract(): Promise<ContractChange> {
    return this.once("service-contract", async () => contractChangeSinceLastEvaluation());
  }

  /** New threat detections received by webhook in the last `windowMinutes`, for the rule's scope. */
  threatDetections(scope: string, windowMinutes: number): Promise<number> {
    return this.once(`threat-detections|${scope}|${windowMinutes}`, () =>
      threatDetectionsSince(this.db, scope, new Date(this.now.getTime() - windowMinutes * 60_000)),
    );
  }

  /** Reports filed from the console in the last `windowMinutes`, for the rule's scope. */
  reportsFiled(scope: string, windowMinutes: number): Promise<number> {
    return this.once(`reports-filed|${scope}|${windowMinutes}`, () => reportsFiledSince(this.db, scope, new Date(this.now.getTime() - windowMinutes * 60_000)));
  }

  /** The console's own jobs without a success for `intervals` of their interval. */
  overdueJobs(intervals: number): Promise<{ name: string; quietMs: number; intervalMs: number }[]> {
    return this.once(`overdue-jobs|${intervals}`, () => overdueJobs(this.db, this.now, intervals));
  }

  /** When the last webhook from the service arrived (null: none yet). */
  /** Whether the service's webhooks have a secret to be verified with (SERVICE_WEBHOOK_SECRET, the demo's, or one rotated from /settings). */
  webhooksConfigured(): Promise<boolean> {
    return this.once("webhooks-configured", async () => (await currentWebhookSecrets(this.db, getEnv(), this.now)) !== null);
  }

  lastWebhookAt(): Promise<string | null> {
    return this.once("last-webhook", async () => {
      const row = await this.db
        .selectFrom("webhook_inbox")
        .select((eb) => eb.fn.max("received_at").as("last"))
        .executeTakeFirst();
      return (row?.last as string | null | undefined) ?? null;
    });
  }

  /** Assets seen online again (after offline) in the last `windowMinutes`, still online, for the rule's scope. */
  liveAgain(scope: string, list: "watchlist" | "blocked", windowMinutes: number): Promise<LiveAgain> {
    return this.once(`live-again|${scope}|${list}|${windowMinutes}`, () =>
      assetsLiveAgainSince(this.db, scope, list, new Date(this.now.getTime() - windowMinutes * 60_000)),
    );
  }

  reviewBudget(): Promise<ReviewBudget> {
    return this.once("review-budget", () => reviewBudget(this.db, this.now));
  }

  /** The first recorded value of a figure at or after `now - windowMinutes` for the snapshot's scope (a point without it skipped), or null. */
  async recordedBaseline(snapshot: QueueSnapshot, figure: Figure, windowMinutes: number): Promise<number | null> {
    const column = FIGURE_COLUMNS[figure];
    const scope = scopeOf(snapshot);
    if (scope === null) return null;
    const row = await this.once(`history|${scope}|${figure}|${windowMinutes}`, () =>
      this.db
        .selectFrom("queue_history")
        .select(["minute", column])
        .where("scope", "=", scope)
        .where("minute", ">=", minuteOf(this.now.getTime() - windowMinutes * 60_000))
        // A point whose snapshot did not send this figure is a gap in it alone: the first one that did.
        .where(column, "is not", null)
        .orderBy("minute")
        .limit(1)
        .executeTakeFirst(),
    );
    const value = row?.[column];
    return value === undefined || value === null ? null : Number(value);
  }
}

const FIGURE_COLUMNS = {
  totalPending: "total_pending",
  slaBreached: "sla_breached",
  openTakedowns: "open_takedowns",
  staleInProgress: "stale_in_progress",
} as const;

/** The figure, or null when the service did not send it. */
export function figureOf(snapshot: QueueSnapshot, figure: Figure): number | null {
  switch (figure) {
    case "totalPending":
      return snapshot.reviewQueue.totalPendingProposals;
    case "slaBreached":
      return snapshot.reviewQueue.slaBuckets.breached;
    case "openTakedowns":
      return snapshot.takedownQueue.totalOpen;
    case "staleInProgress":
      return snapshot.takedownQueue.staleInProgress;
  }
}
