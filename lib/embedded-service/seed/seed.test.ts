import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServiceApp, type ServiceApp } from "../app";
import { DEMO_KEYS } from "../demo-keys";
import { TEST_NOW } from "../testing";

let service: ServiceApp;
beforeAll(() => {
  // The default seed (5,000 acme reports), as the console's demo mode gets it.
  service = createServiceApp({ dbPath: ":memory:", variant: "standard", now: () => TEST_NOW });
});
afterAll(() => service.close());

async function snapshot(body: unknown, key: string) {
  const res = await service.fetch(
    new Request("http://service.test/api/v2/operations/queues/snapshot", {
      method: "POST",
      headers: { "X-API-KEY": key, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as { reviewQueue: { totalPendingProposals: number; slaBuckets: Record<string, number> } };
}

describe("default seed", () => {
  it("spreads the PENDING proposals' SLA deadlines over every snapshot bucket (each 10-35% of the queue)", async () => {
    for (const [body, key] of [
      [{}, DEMO_KEYS.acme],
      [{ all: true }, DEMO_KEYS.staff],
    ] as const) {
      const { reviewQueue } = await snapshot(body, key);
      const buckets = reviewQueue.slaBuckets;
      expect(Object.keys(buckets).sort()).toEqual(["beyond72h", "breached", "dueWithin24h", "dueWithin72h", "missingSla"]);
      const total = Object.values(buckets).reduce((a, b) => a + b, 0);
      expect(total).toBe(reviewQueue.totalPendingProposals);
      for (const [name, count] of Object.entries(buckets)) {
        expect(count / total, name).toBeGreaterThanOrEqual(0.1);
        expect(count / total, name).toBeLessThanOrEqual(0.35);
      }
    }
  });

  it("never sets a deadline before the report was created", () => {
    const early = service.store.db.prepare("SELECT COUNT(*) FROM reports WHERE sla_due_at < created_at").pluck().get();
    expect(early).toBe(0);
  });
});
