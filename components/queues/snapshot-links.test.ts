import { describe, expect, it } from "vitest";
import { viewQuery } from "@/components/takedowns/takedown-view";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { chartRowHref, figureHref, figureLink, figureWaitingWording, linkCharts, type SnapshotLinkOptions, waitingWording } from "./snapshot-links";
import { snapshotCharts } from "./snapshot-rows";

const snapshot = {
  generatedAt: "2026-11-20T12:00:00.000Z",
  scope: { slug: "acme", all: false },
  reviewQueue: {
    totalPendingProposals: 10,
    distinctReports: 8,
    ageBuckets: { lt24h: 1, h24to72: 2, h72to168: 3, gte168h: 4 },
    slaBuckets: { breached: 1, dueWithin24h: 2, dueWithin72h: 3, beyond72h: 2, missingSla: 2 },
    byOrg: [{ slug: "acme", pendingProposals: 10 }],
  },
  takedownQueue: {
    totalOpen: 6,
    statusCounts: { todo: 1, inProgress: 3, pendingInput: 2 },
    ageBuckets: { lt24h: 1, h24to72: 1, h72to168: 2, gte168h: 2 },
    staleInProgress: 1,
    byOrg: [{ slug: "acme", openTakedowns: 6 }],
  },
} as QueueSnapshot;

// Triage holds fewer than the snapshot counts: only proposals on reports flagged for the organization's review.
const triage = {
  total: 6,
  buckets: { sla: { breached: 1, dueWithin24h: 1, dueWithin72h: 2, beyond72h: 1, missingSla: 1 }, age: { lt24h: 1, h24to72: 1, h72to168: 2, gte168h: 2 } },
  waitingOnYou: { count: 4, source: "service" as const },
};
const options: SnapshotLinkOptions = { slug: null, windowHours: null, orgHref: (slug: string) => `/queues?slug=${slug}`, triage };

function paramsOf(href: string) {
  const url = new URL(href, "http://x");
  const get = (k: string) => url.searchParams.get(k);
  return {
    slug: get("slug"),
    status: get("status")?.split(",") ?? null,
    liveness: null,
    type: null,
    q: null,
    sort: "updated-desc" as const,
    age: get("age") as never,
    asOf: get("asOf"),
    stale: get("stale") === "true",
    windowHours: get("windowHours") ? Number(get("windowHours")) : null,
  };
}

describe("snapshot links", () => {
  it("opens triage filtered to the review bucket, with the snapshot's own bucket keys", () => {
    expect(chartRowHref("review-age", "h24to72", snapshot, options)).toBe("/triage?age=h24to72");
    expect(chartRowHref("review-sla", "breached", snapshot, options)).toBe("/triage?sla=breached");
    expect(figureHref("slaBreached", snapshot, options)).toBe("/triage?sla=breached");
    expect(chartRowHref("review-sla", "missingSla", snapshot, { ...options, slug: "globex" })).toBe("/triage?sla=missingSla&slug=globex");
  });

  it("opens /takedowns with the status, or the open statuses created in the bucket's window as of the snapshot", () => {
    expect(chartRowHref("takedown-status", "inProgress", snapshot, options)).toBe("/takedowns?status=IN_PROGRESS");
    const age = chartRowHref("takedown-age", "h24to72", snapshot, options)!;
    const query = viewQuery(paramsOf(age), Date.now());
    expect(query.statuses).toEqual(["TODO", "IN_PROGRESS", "PENDING_INPUT"]);
    expect(query.createdFrom).toBe("2026-11-17T12:00:00.001Z");
    expect(query.createdTo).toBe("2026-11-19T12:00:00.000Z");
    const stale = viewQuery(paramsOf(figureHref("staleInProgress", snapshot, { ...options, windowHours: 48 })!), Date.now());
    expect(stale.staleBefore).toBe("2026-11-18T12:00:00.000Z");
    expect(figureHref("totalOpen", snapshot, options)).toBe("/takedowns?status=TODO%2CIN_PROGRESS%2CPENDING_INPUT");
  });

  it("opens an organization from its bar, and links no bucket when the snapshot spans every organization", () => {
    const all = { ...snapshot, scope: { slug: "acme", all: true } };
    expect(chartRowHref("review-by-org", "globex", all, options)).toBe("/queues?slug=globex");
    expect(chartRowHref("takedown-by-org", "(others)", all, options)).toBeNull();
    expect(chartRowHref("takedown-status", "todo", all, options)).toBeNull();
    expect(figureHref("totalOpen", all, options)).toBeNull();
    const linked = linkCharts(snapshotCharts(snapshot), snapshot, options);
    expect(linked.every((c) => c.rows.every((r) => typeof r.href === "string"))).toBe(true);
  });

  it("links a review number with the count of the triage list it opens, and not at all while that count is unknown", () => {
    expect(figureLink("totalPendingProposals", 10, snapshot, options)).toEqual({ href: "/triage", count: 6 });
    expect(figureLink("slaBreached", 1, snapshot, options)).toEqual({ href: "/triage?sla=breached", count: 1 });
    // Reports are not what the triage list counts.
    expect(figureLink("distinctReports", 8, snapshot, options)).toBeNull();
    expect(figureLink("totalOpen", 6, snapshot, options)).toEqual({ href: "/takedowns?status=TODO%2CIN_PROGRESS%2CPENDING_INPUT", count: 6 });
    expect(figureLink("totalPendingProposals", 10, snapshot, { ...options, triage: null })).toBeNull();
    const rows = (id: string, o = options) => linkCharts(snapshotCharts(snapshot), snapshot, o).find((c) => c.id === id)!.rows;
    expect(rows("review-age").map((r) => [r.key, r.value, r.listCount])).toEqual([
      ["lt24h", 1, 1],
      ["h24to72", 2, 1],
      ["h72to168", 3, 2],
      ["gte168h", 4, 2],
    ]);
    expect(rows("review-sla").find((r) => r.key === "breached")).toMatchObject({ href: "/triage?sla=breached", listCount: 1 });
    expect(rows("review-sla", { ...options, triage: null }).every((r) => r.href === undefined)).toBe(true);
    expect(waitingWording(161, 254)).toBe("161 of 254 in triage");
    expect(waitingWording(434, 252)).toBe("434 in triage");
    expect(figureWaitingWording(645)).toBe("645 in triage");
    expect(rows("takedown-status", { ...options, triage: null }).every((r) => typeof r.href === "string" && r.listCount === undefined)).toBe(true);
  });
});
