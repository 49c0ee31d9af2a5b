import "server-only";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { SnapshotBodyInput } from "@/lib/contract/snapshot-request";
import { getDb } from "@/lib/db";
import { queueTrend, recordSnapshot } from "@/lib/history/queue-history";
import type { TrendWindow } from "@/lib/history/queue-history.types";
import { recordsHistory } from "@/lib/history/recorded-window";
import { reviewBudget } from "@/lib/history/review-budget";
import { getLogger } from "@/lib/log/logger";
import type { UpstreamClient } from "@/lib/upstream/client";
import { getQueueSnapshot } from "@/lib/upstream/snapshot";

/** Every snapshot the console fetches at the default stale window is kept (at most one per minute per scope): the queue's history. */
export async function snapshotWithHistory(client: UpstreamClient, body: SnapshotBodyInput): Promise<QueueSnapshot> {
  const snapshot = await getQueueSnapshot(client, body);
  if (!recordsHistory(body)) return snapshot;
  try {
    await recordSnapshot(await getDb(), snapshot, new Date());
  } catch (error) {
    getLogger().warn({ err: error instanceof Error ? error.message : String(error) }, "queue history: could not record");
  }
  return snapshot;
}

export async function trendFor(scope: string, window: TrendWindow) {
  return queueTrend(await getDb(), scope, window, new Date());
}

export async function currentReviewBudget() {
  return reviewBudget(await getDb(), new Date());
}
