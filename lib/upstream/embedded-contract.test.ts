// The client and the contract schemas against the embedded service, in both dialects: every
// operation's answer must pass the tolerant response schema.
import { afterAll, describe, expect, it } from "vitest";
import { HEALTHCHECKS } from "@/lib/contract/healthcheck-request";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { createTestService, type TestService } from "@/lib/embedded-service/testing";
import { createAssetGroup, deleteAssetGroup, listAssetGroups, renameAssetGroup } from "./asset-groups";
import { unblockAsset } from "./assets";
import { listBrands } from "./brands";
import { createUpstreamClient, type UpstreamClient } from "./client";
import { listHealthchecks, runHealthcheck } from "./healthchecks";
import { reviewProposal } from "./proposals";
import { listReports, searchReports } from "./reports";
import { getQueueSnapshot } from "./snapshot";
import { listThreats, listWatchlist } from "./threats";
import { getCurrentUser, updateCurrentUser } from "./user";

const services: TestService[] = [];
afterAll(() => {
  for (const s of services) s.close();
});

function clientFor(variant: "standard" | "alternate", arrayFormat: "comma" | "repeat" = "comma"): UpstreamClient {
  const service = createTestService({ variant, reportsForAcme: 60 });
  services.push(service);
  return createUpstreamClient({
    baseUrl: "http://service.test/api/v2",
    apiKey: DEMO_KEYS.acme,
    fetch: (request) => service.fetch(request),
    timeoutMs: 10_000,
    arrayFormat,
    reuseMs: 0,
    retryDelayMs: 1,
  });
}

describe.each(["standard", "alternate"] as const)("the embedded service, %s dialect", (variant) => {
  const c = clientFor(variant);

  it("walks every report page with the cursor passed back as received", async () => {
    let cursor: string | null = null;
    const ids = new Set<string>();
    let total = -1;
    do {
      const page = await listReports(c, { limit: 20, ...(cursor ? { cursor } : {}) });
      total = page.totalCount ?? 0;
      for (const r of page.reports) ids.add(String(r.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(ids.size).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it("drains the threats feed and reads the watchlist, sending per_page and next_page as the service names them", async () => {
    const ids = new Set<string>();
    let next: string | null = null;
    do {
      const page = await listThreats(c, { perPage: 25, ...(next ? { nextPage: next } : {}) });
      for (const t of page.threats) ids.add(String(t.id));
      next = page.nextPage;
    } while (next !== null);
    expect(ids.size).toBeGreaterThan(25);
    const watch = await listWatchlist(c, { perPage: 3, includeTotal: true });
    expect(watch.total).toBeGreaterThan(0);
  });

  it("filters by array values", async () => {
    const page = await listReports(c, { assetTypes: ["URL", "PAGE"] });
    for (const report of page.reports) {
      expect(report.proposals.some((p) => ["URL", "PAGE"].includes(p.asset!.type!))).toBe(true);
    }
  });

  it("reads user, brands, groups, registry, every implemented check and the snapshot", async () => {
    expect((await getCurrentUser(c)).user).toBeDefined();
    await listBrands(c);
    await listAssetGroups(c);
    const registry = await listHealthchecks(c);
    for (const check of registry.checks.filter((k) => k.implemented)) {
      const path = HEALTHCHECKS.find((h) => h.id === check.id)?.path ?? check.id.replace(".", "/");
      expect((await runHealthcheck(c, path, {})).id).toBe(check.id);
    }
    const snapshot = await getQueueSnapshot(c, { all: false });
    expect(snapshot.scope.slug).toBe("acme");
    await searchReports(c, { assetContents: ["https://nothing.example"] });
  });

  it("runs the mutations and maps their errors", async () => {
    const answer = await createAssetGroup(c, { name: `Group ${variant}` });
    expect(answer.id).not.toBeNull();
    const created = { ...answer, id: answer.id! };
    const renamed = await renameAssetGroup(c, created.id, { groupId: Number(created.id), name: `Renamed ${variant}` });
    expect(renamed.name).toBe(`Renamed ${variant}`);
    await expect(createAssetGroup(c, { name: `Renamed ${variant}` })).rejects.toMatchObject({ kind: "http", status: 409, code: "CONFLICT" });
    expect((await deleteAssetGroup(c, created.id, { groupId: Number(created.id) })).success).toBe(true);
    await expect(renameAssetGroup(c, created.id, { groupId: Number(created.id), name: "x" })).rejects.toMatchObject({ status: 404 });
    await updateCurrentUser(c, { name: "Ada" });
    await expect(unblockAsset(c, { content: "https://never-seen.example", reason: "test" })).rejects.toMatchObject({ kind: "http" });
    const content = (await listReports(c, {})).reports[0].proposals[0].asset!.content!;
    expect(typeof (await unblockAsset(c, { content, reason: "test" })).disputeCreated).toBe("boolean");
  });

  it("reviews a proposal that waits on the organization", async () => {
    const page = await listReports(c, { needsCustomerReview: true });
    const proposal = page.reports.flatMap((r) => r.proposals).find((p) => p.reviewStatus === "PENDING");
    expect(proposal).toBeDefined();
    if (!proposal) return;
    const result = await reviewProposal(c, proposal.id, {
      assetId: Number(proposal.asset!.id),
      decision: "WATCHLIST",
      watchlistReason: "DEAD",
    });
    expect(result.watchlisted).toBe(true);
  });
});

it("the embedded service keeps every value of a repeated array key too", async () => {
  const comma = await listReports(clientFor("standard", "comma"), { assetTypes: ["URL", "PAGE"] });
  const repeat = await listReports(clientFor("standard", "repeat"), { assetTypes: ["URL", "PAGE"] });
  expect(repeat.totalCount).toBe(comma.totalCount);
});
