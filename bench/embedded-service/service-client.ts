import "server-only";
import { createServiceApp, type ServiceApp } from "@/lib/embedded-service/app";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createUpstreamClient, type UpstreamClient } from "@/lib/upstream/client";

/** The bench's fixed service clock: the seed spreads data over the 120 days before it. */
export const BENCH_NOW = new Date("2026-11-20T10:00:00.000Z");

export type BenchClient = {
  app: ServiceApp;
  /** One request through the app's fetch (in process, no network); throws unless 200. */
  call(method: "GET" | "POST", path: string, options?: { key?: string; body?: unknown }): Promise<string>;
};

/** The v2 service on an already seeded database file, answering in process. */
export function openBenchClient(dbPath: string): BenchClient {
  const app = createServiceApp({ dbPath, variant: "standard", now: () => BENCH_NOW, seed: false });
  return {
    app,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { "X-API-KEY": options.key ?? DEMO_KEYS.acme };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      const response = await app.fetch(
        new Request(`http://bench.invalid/api/v2${path}`, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        }),
      );
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return text;
    },
  };
}

/** What a counted upstream has sent: its calls, and a delay before each answer (ms) to set as a run needs. */
export type BenchTraffic = { calls: number; delayMs: number };

/** The console's upstream client on the service of `dbPath` (as acme), counting its calls. */
export function openCountedUpstream(dbPath: string): { upstream: UpstreamClient; traffic: BenchTraffic } {
  const service = openBenchClient(dbPath);
  const traffic: BenchTraffic = { calls: 0, delayMs: 0 };
  const upstream = createUpstreamClient({
    baseUrl: "http://bench.invalid/api/v2",
    apiKey: DEMO_KEYS.acme,
    timeoutMs: 30_000,
    arrayFormat: "comma",
    reuseMs: 0,
    fetch: async (request) => {
      traffic.calls += 1;
      if (traffic.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, traffic.delayMs));
      return service.app.fetch(request);
    },
  });
  return { upstream, traffic };
}
