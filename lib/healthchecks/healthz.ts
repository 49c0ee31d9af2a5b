import "server-only";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { listHealthchecks } from "@/lib/upstream/healthchecks";

/** Liveness plus reachability: the console answers even when the upstream does not. */
export async function checkHealth() {
  const started = performance.now();
  let upstream: { reachable: boolean; ms: number; error?: string };
  try {
    await listHealthchecks(getUpstreamClient(), {});
    upstream = { reachable: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    upstream = { reachable: false, ms: Math.round(performance.now() - started), error: error instanceof Error ? error.name : "Error" };
  }
  let database = true;
  try {
    await getDb();
  } catch {
    database = false;
  }
  return { status: "ok", mode: getEnv().demoMode ? "embedded" : "upstream", database, upstream };
}
