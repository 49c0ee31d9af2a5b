import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { healthcheckFixture, reportFixture, reviewFixture, snapshotFixture, userFixture } from "@/lib/contract/response-fixtures";
import { createAssetGroup, deleteAssetGroup, listAssetGroups, renameAssetGroup } from "./asset-groups";
import { unblockAsset } from "./assets";
import { listBrands } from "./brands";
import { createUpstreamClient, type UpstreamClient } from "./client";
import { type FakeUpstream, type SeenRequest, sendJson, startFakeUpstream } from "./fake-upstream";
import { listHealthchecks, runHealthcheck } from "./healthchecks";
import { reviewProposal } from "./proposals";
import { listReports, searchReports } from "./reports";
import { getQueueSnapshot } from "./snapshot";
import { InvalidPathSegmentError } from "./url";
import { getCurrentUser, updateCurrentUser } from "./user";

let upstream: FakeUpstream;
let answer: unknown;
let c: UpstreamClient;

beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.respond((_req, res) => sendJson(res, 200, answer));
  c = createUpstreamClient({ baseUrl: upstream.baseUrl, apiKey: "cp_test_k", timeoutMs: 2_000, arrayFormat: "comma", reuseMs: 10_000, retryDelayMs: 1 });
});

const only = (): SeenRequest => {
  expect(upstream.requests).toHaveLength(1);
  return upstream.requests[0];
};
const bodyOf = (seen: SeenRequest) => JSON.parse(seen.body) as unknown;

describe("reports", () => {
  it("lists reports with the filters, the cursor as received and limit 20 by default", async () => {
    answer = { reports: [reportFixture()], cursor: "opaque==", totalCount: 41 };
    const list = await listReports(c, { cursor: "abc+/=", assetTypes: ["URL", "PAGE"], needsCustomerReview: true });
    expect(list).toMatchObject({ nextCursor: "opaque==", totalCount: 41 });
    const seen = only();
    expect(seen.method).toBe("GET");
    const url = new URL(seen.url, upstream.origin);
    expect(url.pathname).toBe("/api/v2/organization/reports");
    expect(url.searchParams.get("cursor")).toBe("abc+/=");
    expect(url.searchParams.get("limit")).toBe("20");
    expect(url.searchParams.get("needsCustomerReview")).toBe("true");
    expect(seen.url).toContain("assetTypes=URL,PAGE");
  });

  it.each([
    [50, "20"],
    [0, "1"],
    [7, "7"],
  ])("sends limit %i as %s", async (limit, sent) => {
    answer = { reports: [], nextCursor: null, totalCount: 0 };
    await listReports(c, { limit });
    expect(new URL(only().url, upstream.origin).searchParams.get("limit")).toBe(sent);
  });

  it("retries the list once on 503", async () => {
    upstream.respond((_req, res) =>
      upstream.requests.length === 1 ? sendJson(res, 503, "") : sendJson(res, 200, { reports: [], nextCursor: 3, totalCount: 0 }),
    );
    expect((await listReports(c, {})).nextCursor).toBe("3");
    expect(upstream.requests).toHaveLength(2);
  });

  it("searches reports by asset content", async () => {
    answer = { reports: [{ id: 1, status: "TODO", assets: [] }] };
    await searchReports(c, { assetContents: ["https://x.example"] });
    const seen = only();
    expect([seen.method, seen.url]).toEqual(["POST", "/api/v2/reports/search"]);
    expect(bodyOf(seen)).toEqual({ assetContents: ["https://x.example"] });
  });
});

describe("mutations", () => {
  it("reviews a proposal by the id as received, without retry", async () => {
    upstream.respond((_req, res) => sendJson(res, 503, ""));
    const body = { assetId: 900, decision: "REJECT" as const, rejectReason: "irrelevant" as const };
    await expect(reviewProposal(c, "0055", body)).rejects.toMatchObject({ kind: "server" });
    const seen = only();
    expect([seen.method, seen.url]).toEqual(["POST", "/api/v2/organization/proposals/0055/review"]);
    expect(bodyOf(seen)).toEqual(body);
  });

  it("returns the review result", async () => {
    answer = reviewFixture();
    expect((await reviewProposal(c, 55, { assetId: 900, decision: "WATCHLIST", watchlistReason: "DEAD" })).watchlisted).toBe(true);
  });

  it("refuses a proposal id that would change the path", async () => {
    for (const id of [".", "..", "", "a\u0000b"]) {
      await expect(reviewProposal(c, id, { assetId: 1, decision: "REJECT", rejectReason: "decayed" })).rejects.toBeInstanceOf(InvalidPathSegmentError);
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it("sends any other id as one encoded segment: it never changes the path (ids are opaque)", async () => {
    answer = {
      proposal: { id: "x", reviewStatus: "REJECTED", asset: { id: 1, type: "URL", content: "a", status: "UNKNOWN" } },
      review: { id: 1, decision: "REJECT", createdAt: "2025-01-01T00:00:00Z" },
      watchlisted: false,
    };
    await reviewProposal(c, "../../asset/unblock", { assetId: "ast_1", decision: "REJECT", rejectReason: "decayed" });
    expect(upstream.requests[0].url).toMatch(/\/organization\/proposals\/\.\.%2F\.\.%2Fasset%2Funblock\/review$/);
    expect(JSON.parse(upstream.requests[0].body).assetId).toBe("ast_1");
  });

  it("creates, renames and deletes asset groups with the right methods and bodies", async () => {
    answer = { id: 3, name: "Domains" };
    await createAssetGroup(c, { name: "Domains" });
    await renameAssetGroup(c, 3, { groupId: 3, name: "Domains 2" });
    answer = { success: true, id: 3, unassignedAssetCount: 4 };
    expect(await deleteAssetGroup(c, "3", { groupId: 3 })).toEqual({ success: true, id: 3, unassignedAssetCount: 4 });
    expect(upstream.requests.map((r) => [r.method, r.url, bodyOf(r)])).toEqual([
      ["POST", "/api/v2/organization/asset-groups", { name: "Domains" }],
      ["PATCH", "/api/v2/organization/asset-groups/3", { groupId: 3, name: "Domains 2" }],
      ["DELETE", "/api/v2/organization/asset-groups/3", { groupId: 3 }],
    ]);
  });

  it("unblocks an asset and updates the user, never retrying", async () => {
    upstream.respond((_req, res) => res.socket?.destroy());
    await expect(unblockAsset(c, { content: "https://x.example", reason: "ours" })).rejects.toMatchObject({ kind: "network" });
    await expect(updateCurrentUser(c, { name: "Ada" })).rejects.toMatchObject({ kind: "network" });
    expect(upstream.requests.map((r) => [r.method, r.url])).toEqual([
      ["POST", "/api/v2/asset/unblock"],
      ["POST", "/api/v2/user/me/update"],
    ]);
  });
});

describe("reads", () => {
  it("lists asset groups and brands with the slug", async () => {
    answer = { groups: [{ id: 1, name: "a", assetCount: 2 }] };
    await listAssetGroups(c, { slug: "globex" });
    answer = [{ id: 1, name: "Acme" }];
    expect(await listBrands(c)).toEqual({ brands: [{ id: 1, name: "Acme" }] });
    expect(upstream.requests.map((r) => [r.method, r.url])).toEqual([
      ["GET", "/api/v2/organization/asset-groups?slug=globex"],
      ["GET", "/api/v2/organization/brands"],
    ]);
  });

  it("reads the current user with organizations", async () => {
    answer = { user: userFixture(), organizations: [{ slug: "acme", name: "Acme" }] };
    expect((await getCurrentUser(c)).organizations).toHaveLength(1);
    expect([only().method, only().url]).toEqual(["POST", "/api/v2/user/me"]);
  });

  it.each([[["takedowns", "stale-in-progress"]], ["takedowns/stale-in-progress"], ["/healthchecks/takedowns/stale-in-progress"]])(
    "runs a healthcheck given as %j",
    async (check) => {
      answer = healthcheckFixture();
      const result = await runHealthcheck(c, check, { warnThreshold: 1 });
      expect(result.severity).toBe("warn");
      expect([only().method, only().url, bodyOf(only())]).toEqual(["POST", "/api/v2/healthchecks/takedowns/stale-in-progress", { warnThreshold: 1 }]);
    },
  );

  it.each([["../operations/queues/snapshot"], [["takedowns", ".."]], ["takedowns//x"]])("refuses the healthcheck path %j", async (check) => {
    await expect(runHealthcheck(c, check)).rejects.toBeInstanceOf(InvalidPathSegmentError);
    expect(upstream.requests).toHaveLength(0);
  });

  it("coalesces healthchecks, the registry and the snapshot", async () => {
    answer = healthcheckFixture();
    await Promise.all(Array.from({ length: 10 }, () => runHealthcheck(c, "reviewing/old-proposals", {})));
    answer = { checks: [{ id: "reviewing.backlog", implemented: true }] };
    await Promise.all([listHealthchecks(c), listHealthchecks(c)]);
    answer = snapshotFixture();
    const snapshots = await Promise.all(Array.from({ length: 10 }, () => getQueueSnapshot(c, { all: false })));
    expect(snapshots[9].reviewQueue.totalPendingProposals).toBe(10);
    expect(upstream.requests.map((r) => r.url)).toEqual([
      "/api/v2/healthchecks/reviewing/old-proposals",
      "/api/v2/healthchecks/list",
      "/api/v2/operations/queues/snapshot",
    ]);
    expect(c.stats.coalescedHits).toBe(19);
  });
});
