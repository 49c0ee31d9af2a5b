import { GRADES, type Grade, type GradeCounts, gradeCheck, newestGeneratedAt } from "@/components/health/grading";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { type HealthRun, runAllChecks } from "@/lib/queries/healthchecks";
import { fetchSnapshot, type PostJson, postJson, type SnapshotRequestBody, snapshotBody } from "@/lib/queries/snapshot";
import { type FetchFailure, type SourceState, toFetchFailure } from "./connection-state";
import { parseRefreshInterval } from "./refresh-interval";

/**
 * The wall's pure pieces: its refresh interval, the exact requests every screen sends (identical
 * bodies, so the server coalesces them), one refresh round, and the health summary. A soak can
 * drive `refreshWall` with its own `post` to behave like N wall screens.
 */

export const WALL_DEFAULT_REFRESH_MS = 60_000;
/** The wall never calls health data older than this (or three refreshes) anything but unknown. */
export const WALL_MIN_STALE_AFTER_MS = 10 * 60_000;

/** `?refresh=60s` with the 15 s floor; the wall always refreshes (`off` reads as the default). */
export function wallRefreshMs(raw: string | null | undefined): number {
  const value = parseRefreshInterval(raw, { fallback: WALL_DEFAULT_REFRESH_MS, allowOff: false });
  return value === false ? WALL_DEFAULT_REFRESH_MS : value;
}

export function wallStaleAfterMs(refreshMs: number): number {
  return Math.max(WALL_MIN_STALE_AFTER_MS, 3 * refreshMs);
}

export type WallFilters = { slug?: string | null; all?: boolean };

export function wallSnapshotBody(filters: WallFilters): SnapshotRequestBody {
  return snapshotBody({ slug: filters.slug, all: filters.all === true });
}

export type WallRound = {
  snapshot: { data?: QueueSnapshot; failure: FetchFailure | null };
  health: { data?: HealthRun; failure: FetchFailure | null };
  at: number;
};

/** One refresh of a wall screen: the snapshot and the health run, in parallel. Never throws. */
export async function refreshWall(filters: WallFilters, post: PostJson = postJson, now: () => number = Date.now): Promise<WallRound> {
  const [snapshot, health] = await Promise.allSettled([
    fetchSnapshot(wallSnapshotBody(filters), undefined, post),
    runAllChecks(filters.slug, undefined, post, now),
  ]);
  return {
    snapshot: snapshot.status === "fulfilled" ? { data: snapshot.value, failure: null } : { failure: toFetchFailure(snapshot.reason) },
    health: health.status === "fulfilled" ? { data: health.value, failure: null } : { failure: toFetchFailure(health.reason) },
    at: now(),
  };
}

/** Folds a round into the sources' states (last good time kept on failure). */
export function nextSources(previous: { snapshot: SourceState; health: SourceState }, round: WallRound): { snapshot: SourceState; health: SourceState } {
  return {
    snapshot: { updatedAt: round.snapshot.failure ? previous.snapshot.updatedAt : round.at, failure: round.snapshot.failure },
    health: { updatedAt: round.health.failure ? previous.health.updatedAt : round.at, failure: round.health.failure },
  };
}

export type HealthSummary = {
  counts: GradeCounts;
  /** Checks that are not ok, worst first: what the room should look at. */
  attention: { id: string; title: string; grade: Exclude<Grade, "ok"> }[];
  notImplemented: number;
};

/** Grades a health run as the wall shows it: counts, and the checks needing attention. */
export function summarizeHealth(run: HealthRun, now: number, staleAfterMs: number): HealthSummary {
  const newest = newestGeneratedAt(run.checks.map((c) => c.result));
  const counts: GradeCounts = { ok: 0, warn: 0, fail: 0, unknown: 0 };
  const attention: HealthSummary["attention"] = [];
  let notImplemented = 0;
  for (const c of run.checks) {
    if (!c.runnable) {
      notImplemented++;
      continue;
    }
    const { grade } = gradeCheck({
      result: c.result,
      receivedAt: run.receivedAt,
      failed: c.failure !== undefined,
      failureMessage: c.failure?.message,
      now,
      staleAfterMs,
      newestGeneratedAt: newest,
    });
    counts[grade]++;
    if (grade !== "ok") attention.push({ id: c.id, title: c.result?.title ?? c.title, grade });
  }
  const order: Record<Grade, number> = { fail: 0, unknown: 1, warn: 2, ok: 3 };
  attention.sort((a, b) => order[a.grade] - order[b.grade]);
  return { counts, attention, notImplemented };
}

export { GRADES };
