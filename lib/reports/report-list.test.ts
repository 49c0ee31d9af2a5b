import { afterAll, describe, expect, it, vi } from "vitest";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, type TestService } from "@/lib/embedded-service/testing";
import { isFrozenDeep, jsonBody } from "@/lib/frozen-value";
import { createUpstreamClient } from "@/lib/upstream/client";
import { listReportsIndexed } from "./report-list";

const fed = vi.hoisted(() => ({ pages: [] as unknown[], known: false }));
vi.mock("@/lib/report-index/feed", () => ({
  reportIndexFeed: async (_slug: unknown, page: unknown) => (fed.known ? null : async () => void fed.pages.push(page)),
}));
vi.mock("@/lib/auth/session-secret", () => ({ getSessionSecret: () => "report-list-test-secret-0123456789abcdef" }));

const services: TestService[] = [];
afterAll(() => {
  for (const s of services) s.close();
});

function clientOf(variant: "standard" | "alternate") {
  const service = createTestService({ variant, reportsForAcme: 60 });
  services.push(service);
  return createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: (request) => service.fetch(request),
    timeoutMs: 10_000,
    arrayFormat: "comma",
    reuseMs: 0,
  });
}

describe.each(["standard", "alternate"] as const)("listReportsIndexed, %s dialect", (variant) => {
  it("answers an unchanged page with the same frozen browser form, its attachments signed, its JSON written once", async () => {
    const client = clientOf(variant);
    fed.pages = [];
    const seen = await listReportsIndexed(client, { limit: 20 }, OWN_ORGANIZATION);
    expect(isFrozenDeep(seen)).toBe(false);
    const first = await listReportsIndexed(client, { limit: 20 }, OWN_ORGANIZATION);
    const again = await listReportsIndexed(client, { limit: 20 }, OWN_ORGANIZATION);
    expect(again).toBe(first);
    expect(isFrozenDeep(first)).toBe(true);
    expect(first.reports).toHaveLength(20);
    const attachments = first.reports.flatMap((r) => r.attachments);
    expect(attachments.length).toBeGreaterThan(0);
    for (const a of attachments) expect(a.imagePath).toMatch(/^\/api\/attachments\/image\?url=.+&sig=/);
    expect(Buffer.from(jsonBody(again)).toString("utf8")).toBe(JSON.stringify(first));
    expect(jsonBody(again)).toBe(jsonBody(first));
    // The index is fed from every answer, reused or not.
    expect(fed.pages).toHaveLength(3);
  });

  it("answers without a task after the answer when the index already knows the page", async () => {
    const client = clientOf(variant);
    fed.pages = [];
    fed.known = true;
    try {
      expect((await listReportsIndexed(client, { limit: 20 }, OWN_ORGANIZATION)).reports).toHaveLength(20);
      expect(fed.pages).toHaveLength(0);
    } finally {
      fed.known = false;
    }
  });

  it("gives another page its own form", async () => {
    const client = clientOf(variant);
    const twenty = await listReportsIndexed(client, { limit: 20 }, OWN_ORGANIZATION);
    const five = await listReportsIndexed(client, { limit: 5 }, OWN_ORGANIZATION);
    expect(five).not.toBe(twenty);
    expect(five.reports.map((r) => r.id)).toEqual(twenty.reports.slice(0, 5).map((r) => r.id));
  });
});
