import "server-only";
import { createServiceApp, type ServiceApp } from "@/lib/embedded-service/app";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";

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
