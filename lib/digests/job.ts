import "server-only";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { digestJobTick } from "./digest-service";

/** The job's name on /health and in the metrics. */
export const DIGEST_JOB_NAME = "weekly digests";

/**
 * Starts this instance's digest poll, every `intervalMs` (DIGEST_POLL_MS; lib/digests/outbox.ts:
 * each send and delivery is claimed, so each goes out once).
 */
export function startDigestJob(intervalMs: number): Job {
  return runEvery({ name: DIGEST_JOB_NAME, interval: intervalMs, first: Math.min(intervalMs, 5_000), tick: digestJobTick });
}
