import "server-only";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { getEnv } from "@/lib/env";
import { getMetrics, registerCoalescedHitsSource, routePattern } from "@/lib/observability/metrics";
import { resetSingleton, singleton } from "@/lib/singleton";
import { recordOutcome } from "@/lib/upstream/connection-record";
import { createUpstreamClient, type UpstreamClient } from "./client";
import { nodeHttpFetch } from "./node-http-fetch";

/** Must equal EMBEDDED_BASE_URL of lib/embedded-service/in-process (requests are rebased onto it if not). */
const EMBEDDED_BASE = "http://embedded.invalid/api/v2";

/**
 * The embedded v2 service, called in process with the same Request/Response as over HTTP.
 * Imported lazily so that nothing of it loads when UPSTREAM_URL is set.
 */
async function embeddedFetch(request: Request): Promise<Response> {
  const { getEmbeddedService, EMBEDDED_BASE_URL } = await import("@/lib/embedded-service/in-process");
  const serviceBase: string = EMBEDDED_BASE_URL;
  const target = serviceBase === EMBEDDED_BASE ? request : new Request(serviceBase + request.url.slice(EMBEDDED_BASE.length), request);
  return getEmbeddedService().fetch(target);
}

/** Times every upstream call by path pattern and outcome (status class or thrown error). */
function measured(fetchFn: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const { upstreamDuration } = getMetrics();
    const labels = { method: request.method, path: routePattern(new URL(request.url).pathname) };
    const end = upstreamDuration.startTimer(labels);
    try {
      const response = await fetchFn(request);
      end({ outcome: `${Math.floor(response.status / 100)}xx` });
      return response;
    } catch (error) {
      end({ outcome: error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network" });
      throw error;
    }
  };
}

function buildClient(): UpstreamClient {
  const env = getEnv();
  const common = { timeoutMs: env.UPSTREAM_TIMEOUT_MS, arrayFormat: env.UPSTREAM_ARRAY_FORMAT, reuseMs: env.UPSTREAM_REUSE_MS, onOutcome: recordOutcome };
  if (env.UPSTREAM_URL) {
    // getEnv() already refuses UPSTREAM_URL without UPSTREAM_API_KEY.
    return createUpstreamClient({
      ...common,
      baseUrl: env.UPSTREAM_URL,
      apiKey: env.UPSTREAM_API_KEY ?? "",
      fetch: measured(nodeHttpFetch),
    });
  }
  return createUpstreamClient({
    ...common,
    baseUrl: EMBEDDED_BASE,
    apiKey: env.UPSTREAM_API_KEY ?? DEMO_KEYS.acme,
    fetch: measured(embeddedFetch),
  });
}

/** Test or live by the configured key's own prefix (`cp_test_`, `cp_live_`), for when `GET /validate` does not say; never the key itself. */
export function keyEnvironmentByPrefix(): "live" | "test" | null {
  const env = getEnv();
  const key = env.UPSTREAM_API_KEY ?? (env.UPSTREAM_URL ? "" : DEMO_KEYS.acme);
  return key.startsWith("cp_test_") ? "test" : key.startsWith("cp_live_") ? "live" : null;
}

/** The one client of the process (a process singleton, lib/singleton.ts, so dev reloads and route bundles share it). */
export function getUpstreamClient(): UpstreamClient {
  return singleton("upstream-client", () => {
    const client = buildClient();
    registerCoalescedHitsSource(() => client.stats.coalescedHits);
    return client;
  });
}

/** Tests that change the environment drop the singleton, and what it learned of its key (lib/upstream/organization-key.ts). */
export function resetUpstreamClientForTests(): void {
  resetSingleton("upstream-client");
  resetSingleton("reachable-organizations");
  resetSingleton("own-organization");
  resetSingleton("key-powers");
}
