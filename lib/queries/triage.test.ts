import { afterEach, describe, expect, it, vi } from "vitest";
import { claimProposal, holdReview, releaseClaim, triageKeys, triageQueueOptions, triageQueuePath, undoReview } from "./triage";

afterEach(() => vi.unstubAllGlobals());

function recordFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

const none = { sla: [], assetType: [], brand: [] };

describe("triage queue query", () => {
  it("sits under the organization's 'reports' prefix so report invalidations refresh it", () => {
    expect(triageKeys.queue("acme", none, 50).slice(0, 5)).toEqual(["org", "acme", "reports", "triage", "queue"]);
    expect(triageQueueOptions("acme", none).queryKey).toEqual(triageKeys.queue("acme", none, 50));
    expect(triageKeys.queue("initech", none, 50)).not.toEqual(triageKeys.queue("acme", none, 50));
  });

  it("asks the server's whole queue with the filters as comma lists", () => {
    expect(triageQueuePath(none, 50)).toBe("/api/triage/queue?limit=50");
    const url = new URL(triageQueuePath({ sla: ["breached", "dueWithin24h"], assetType: ["URL"], brand: ["4"] }, 100), "http://x");
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: "100", sla: "breached,dueWithin24h", assetType: "URL", brand: "4" });
    const one = new URL(triageQueuePath({ ...none, age: ["gte168h"], report: "12", proposal: "34" }, 50), "http://x");
    expect(Object.fromEntries(one.searchParams)).toEqual({ limit: "50", age: "gte168h", report: "12", proposal: "34" });
  });
});

describe("held reviews", () => {
  it("holds with the body's ids exactly as received, and undoes by id", async () => {
    const calls = recordFetch(() => Response.json({ ok: true }));
    await holdReview({ proposalId: "55", review: { assetId: "900", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" } });
    await undoReview(7);
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([
      ["/api/triage/reviews", "POST"],
      ["/api/triage/reviews/7", "DELETE"],
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toStrictEqual({
      proposalId: "55",
      review: { assetId: "900", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" },
    });
  });
});

describe("the organization /triage?slug= names (issue 29)", () => {
  it("goes with every triage call: the queue, held reviews, claims, undo", async () => {
    expect(triageQueuePath(none, 50, "acme")).toBe("/api/triage/queue?limit=50&slug=acme");
    const calls = recordFetch(() => new Response(JSON.stringify({}), { status: 200, headers: { "content-type": "application/json" } }));
    await holdReview({ proposalId: "7", review: { assetId: "1", decision: "REJECT", rejectReason: "irrelevant" } as never }, "acme");
    await undoReview(3, "acme");
    await claimProposal("7", false, "acme");
    await releaseClaim("7", "acme");
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ proposalId: "7", slug: "acme" });
    expect(calls[1]!.url).toBe("/api/triage/reviews/3?slug=acme");
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ proposalId: "7", takeOver: false, slug: "acme" });
    expect(JSON.parse(String(calls[3]!.init.body))).toEqual({ proposalId: "7", slug: "acme" });
  });

  it("reads ?slug= as /queues reads it", async () => {
    const { triageSearchParams } = await import("@/app/(console)/triage/search-params");
    const { queuesSearchParams } = await import("@/app/(console)/queues/search-params");
    for (const raw of [" acme ", "", "x".repeat(101), "ACME"]) expect(triageSearchParams.slug.parse(raw)).toBe(queuesSearchParams.slug.parse(raw));
    expect(triageSearchParams.slug.parse(" acme ")).toBe("acme");
  });
});
