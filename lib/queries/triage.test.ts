import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError } from "./api-fetch";
import { reviewProposal, triageKeys, triageQueueOptions, triageQueuePath } from "./triage";

afterEach(() => vi.unstubAllGlobals());

function recordFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

describe("triage queue query", () => {
  it("shares the 'reports' prefix so report invalidations refresh it", () => {
    expect(triageKeys.queue().slice(0, 2)).toEqual(["reports", "triage"]);
    expect(triageQueueOptions().queryKey).toEqual(triageKeys.queue());
  });

  it("asks for 20 reports needing the organization's review, passing the cursor back untouched", () => {
    expect(triageQueuePath(null)).toBe("/api/organization/reports?limit=20&needsCustomerReview=true");
    const url = new URL(triageQueuePath("a+b/=="), "http://x");
    expect(url.searchParams.get("cursor")).toBe("a+b/==");
  });

  it("pages on nextCursor and stops when it is null", () => {
    const { getNextPageParam } = triageQueueOptions();
    const page = (nextCursor: string | null) => ({ reports: [], nextCursor, totalCount: 0 });
    expect(getNextPageParam(page("42"), [], null, [])).toBe("42");
    expect(getNextPageParam(page(null), [], null, [])).toBeUndefined();
  });
});

describe("reviewProposal", () => {
  it("POSTs the body with ids exactly as received", async () => {
    const calls = recordFetch(() => Response.json({ ok: true }));
    await reviewProposal({ proposalId: "55", body: { assetId: "900", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" } });
    await reviewProposal({ proposalId: 56, body: { assetId: 901, decision: "REJECT", rejectReason: "decayed" } });
    expect(calls.map((c) => [c.url, c.init.method])).toEqual([
      ["/api/organization/proposals/55/review", "POST"],
      ["/api/organization/proposals/56/review", "POST"],
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toStrictEqual({ assetId: "900", decision: "APPROVE", label: "Brand Impersonation", brandId: "4" });
    expect(JSON.parse(String(calls[1]!.init.body))).toStrictEqual({ assetId: 901, decision: "REJECT", rejectReason: "decayed" });
  });

  it("surfaces Retry-After of a 429", async () => {
    recordFetch(() => Response.json({ error: { code: "TOO_MANY_REQUESTS", message: "limit", requestId: "r" } }, { status: 429, headers: { "Retry-After": "120" } }));
    const error = await reviewProposal({ proposalId: 1, body: { assetId: 1, decision: "REJECT", rejectReason: "decayed" } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 429, retryAfter: "120", requestId: "r" });
  });
});
