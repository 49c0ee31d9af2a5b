import "server-only";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { digestJobTick } from "./digest-service";

/** How often every instance looks for a digest owed, and for deliveries due again. */
export const DIGEST_POLL_MS = 30_000;

/** Starts this instance's digest poll (lib/digests/outbox.ts: each send and delivery is claimed, so each goes out once). */
export function startDigestJob(): Job {
  return runEvery({ name: "weekly digests", interval: DIGEST_POLL_MS, first: 5_000, tick: digestJobTick });
}
