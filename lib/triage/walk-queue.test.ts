import { afterAll, describe, expect, it } from "vitest";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, TEST_NOW, type TestService } from "@/lib/embedded-service/testing";
import { createUpstreamClient } from "@/lib/upstream/client";
import { listReports } from "@/lib/upstream/reports";
import { readEscalatedReports, walkQueue } from "./walk-queue";

/** The console's client of an in-memory embedded service, as acme. */
function clientOf(service: TestService) {
  return createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: (request) => service.fetch(request),
    timeoutMs: 10_000,
    arrayFormat: "comma",
    reuseMs: 0,
    retryDelayMs: 1,
  });
}

describe("walkQueue against the sparse dialect", () => {
  const service = createTestService({ variant: "sparse", reportsForAcme: 60 });
  afterAll(() => service.close());
  const client = clientOf(service);

  it("counts the proposal the service sent without an id, with the request id of its page, and keeps the rest of the queue", async () => {
    const walked = await walkQueue(client, OWN_ORGANIZATION);
    expect(walked.reports.length).toBeGreaterThan(0);
    expect(walked.unreadable).toEqual({ reports: 0, proposals: 1, requestIds: [expect.stringMatching(/^triage-walk-[0-9a-f-]{36}$/)] });
    for (const report of walked.reports) for (const p of report.proposals) expect(p.id).toMatch(/^prop_/);
  });
});

describe("readEscalatedReports against the standard dialect", () => {
  const service = createTestService({ reportsForAcme: 60 });
  afterAll(() => service.close());
  const client = clientOf(service);

  it("finds, by the asset's content and the reports changed since, the report of a proposal escalated to the organization, which the queue lacked", async () => {
    const queued = new Set((await walkQueue(client, OWN_ORGANIZATION)).reports.map((r) => String(r.id)));
    const all = await listReports(client, { limit: 20 });
    const report = all.reports.find((r) => !queued.has(String(r.id)) && r.proposals.some((p) => p.reviewStatus === "PENDING" && p.asset));
    expect(report, "a report with a pending proposal that awaits nobody").toBeDefined();
    const proposal = report!.proposals.find((p) => p.reviewStatus === "PENDING" && p.asset)!;
    const escalated = { proposalId: String(proposal.id), content: proposal.asset!.content!, at: TEST_NOW };
    expect(await readEscalatedReports(client, OWN_ORGANIZATION, escalated)).toEqual([]);

    expect((await service.call("POST", `/organization/proposals/${proposal.id}/escalate`, { body: {} })).status).toBe(200);
    const found = await readEscalatedReports(client, OWN_ORGANIZATION, escalated);
    expect(found.map((r) => String(r.id))).toEqual([String(report!.id)]);
    // Without the asset's content (an event that gave none) the list of changed reports alone finds it.
    expect((await readEscalatedReports(client, OWN_ORGANIZATION, { ...escalated, content: null })).map((r) => String(r.id))).toEqual([String(report!.id)]);
  });
});
