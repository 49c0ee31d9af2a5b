import "server-only";
import { createServiceApp, type ServiceApp } from "./app";
import type { Variant } from "./context";
import { DEMO_KEYS } from "./demo-keys";

/** The fixed clock of the service tests. */
export const TEST_NOW = new Date("2026-11-20T10:00:00.000Z");

export type TestService = ServiceApp & {
  call(
    method: string,
    path: string,
    options?: { key?: string | null; body?: unknown; rawBody?: string },
  ): Promise<{ status: number; headers: Headers; body: any }>;
};

const seededImages = new Map<string, Buffer>();

/**
 * The in-memory database as seeding leaves it for this many acme reports at this moment, seeded
 * once per test file and copied for each service: the seed (lib/embedded-service/seed.ts) is
 * deterministic for both, and costs several times the copy (tests built a service per test).
 */
function seededImage(reportsForAcme: number, at: Date): Buffer {
  const key = `${reportsForAcme}@${at.toISOString()}`;
  let image = seededImages.get(key);
  if (!image) {
    const seeded = createServiceApp({ dbPath: ":memory:", variant: "standard", now: () => at, seed: { reportsForAcme } });
    image = seeded.store.db.serialize();
    seeded.close();
    seededImages.set(key, image);
  }
  return image;
}

/** A seeded in-memory (or file) service with a fixed clock and a small acme data set (600 reports). */
export function createTestService(
  options: { variant?: Variant; dbPath?: string; reviewLimit?: number; reportsForAcme?: number; now?: () => Date } = {},
): TestService {
  const now = options.now ?? (() => TEST_NOW);
  const seed = { reportsForAcme: options.reportsForAcme ?? 600 };
  const service = createServiceApp({
    dbPath: options.dbPath ?? ":memory:",
    image: options.dbPath ? undefined : seededImage(seed.reportsForAcme, now()),
    variant: options.variant ?? "standard",
    now,
    reviewLimit: options.reviewLimit,
    seed,
  });
  return {
    ...service,
    async call(method, path, callOptions = {}) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      const key = callOptions.key === undefined ? DEMO_KEYS.acme : callOptions.key;
      if (key !== null) headers["X-API-KEY"] = key;
      const body = callOptions.rawBody ?? (callOptions.body === undefined ? undefined : JSON.stringify(callOptions.body));
      const response = await service.fetch(new Request(`http://service.test/api/v2${path}`, { method, headers, body }));
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: response.status, headers: response.headers, body: parsed };
    },
  };
}

/** Walks every page of GET /organization/reports for a query string, returning all ids and the first totalCount. */
export async function walkReports(service: TestService, query: string, key?: string): Promise<{ ids: (number | string)[]; totalCount: number; pages: number }> {
  const ids: (number | string)[] = [];
  let cursor: string | number | null = null;
  let totalCount = -1;
  let pages = 0;
  do {
    const suffix: string = cursor === null ? "" : `&cursor=${encodeURIComponent(String(cursor))}`;
    const res = await service.call("GET", `/organization/reports?limit=20&${query}${suffix}`, { key });
    if (res.status !== 200) throw new Error(`walk failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (totalCount === -1) totalCount = res.body.totalCount;
    ids.push(...res.body.reports.map((r: { id: number | string }) => r.id));
    cursor = res.body.nextCursor ?? res.body.cursor ?? null;
    pages++;
    if (pages > 1000) throw new Error("walk did not end");
  } while (cursor !== null);
  return { ids, totalCount, pages };
}
