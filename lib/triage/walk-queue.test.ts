import { afterAll, describe, expect, it } from "vitest";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService } from "@/lib/embedded-service/testing";
import { createUpstreamClient } from "@/lib/upstream/client";
import { walkQueue } from "./walk-queue";

describe("walkQueue against the sparse dialect", () => {
  const service = createTestService({ variant: "sparse", reportsForAcme: 60 });
  afterAll(() => service.close());
  const client = createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: (request) => service.fetch(request),
    timeoutMs: 10_000,
    arrayFormat: "comma",
    reuseMs: 0,
    retryDelayMs: 1,
  });

  it("counts the proposal the service sent without an id, with the request id of its page, and keeps the rest of the queue", async () => {
    const walked = await walkQueue(client, OWN_ORGANIZATION);
    expect(walked.reports.length).toBeGreaterThan(0);
    expect(walked.unreadable).toEqual({ reports: 0, proposals: 1, requestIds: [expect.stringMatching(/^triage-walk-[0-9a-f-]{36}$/)] });
    for (const report of walked.reports) for (const p of report.proposals) expect(p.id).toMatch(/^prop_/);
  });
});
