import "server-only";
import { type HealthcheckRegistry, type HealthcheckResult, healthcheckRegistrySchema, healthcheckResultSchema } from "@/lib/contract/healthcheck";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/**
 * The segments of a check under /healthchecks. Accepts segments (`["takedowns", "stale-in-progress"]`),
 * a relative path (`"takedowns/stale-in-progress"`) or the full v2 path (`"/healthchecks/takedowns/stale-in-progress"`).
 * Segments are validated by the client, so nothing here can leave /healthchecks.
 */
export function healthcheckSegments(check: string | readonly string[]): string[] {
  if (typeof check !== "string") return [...check];
  const relative = check.replace(/^\/healthchecks\//, "");
  return relative.split("/");
}

/** POST /healthchecks/list (coalesced). */
export async function listHealthchecks(client: UpstreamClient, body: { slug?: string } = {}, opts: CallOptions = {}): Promise<HealthcheckRegistry> {
  const { data } = await client.request({
    method: "POST",
    path: ["healthchecks", "list"],
    body,
    idempotent: true,
    coalesce: true,
    schema: healthcheckRegistrySchema,
    ...opts,
  });
  return data;
}

/** POST /healthchecks/<category>/<name> (coalesced: a wall of screens polling the same check costs one call). */
export async function runHealthcheck(
  client: UpstreamClient,
  check: string | readonly string[],
  /** The check's JSON body (already validated by the caller); absent → `{}`. */
  body: unknown = {},
  opts: CallOptions = {},
): Promise<HealthcheckResult> {
  const { data } = await client.request({
    method: "POST",
    path: ["healthchecks", ...healthcheckSegments(check)],
    body,
    idempotent: true,
    coalesce: true,
    schema: healthcheckResultSchema,
    ...opts,
  });
  return data;
}
