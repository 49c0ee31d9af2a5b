import { describe, expect, it } from "vitest";
import { consoleReviewRequestBodySchema } from "@/lib/contract/review-request";
import { buildReviewBody, emptyDraft, type ReviewDraft } from "./review-body";

const draft = (patch: Partial<ReviewDraft> & Pick<ReviewDraft, "decision">): ReviewDraft => ({ ...emptyDraft(patch.decision), ...patch });

describe("buildReviewBody", () => {
  it("APPROVE with a label that needs no brand sends only assetId, decision and label", () => {
    const built = buildReviewBody(900, draft({ decision: "APPROVE", label: "C2 Server", brandId: 4 }));
    expect(built).toEqual({ ok: true, body: { assetId: 900, decision: "APPROVE", label: "C2 Server" } });
  });

  it.each(["Brand Impersonation", "Employee Impersonation"])("APPROVE %s needs the brand, sent as received", (label) => {
    expect(buildReviewBody(900, draft({ decision: "APPROVE", label }))).toEqual({ ok: false, errors: { brandId: expect.any(String) } });
    expect(buildReviewBody("900", draft({ decision: "APPROVE", label, brandId: "4" }))).toEqual({
      ok: true,
      body: { assetId: "900", decision: "APPROVE", label, brandId: "4" },
    });
    expect(buildReviewBody(900, draft({ decision: "APPROVE", label, brandId: 4 }))).toEqual({
      ok: true,
      body: { assetId: 900, decision: "APPROVE", label, brandId: 4 },
    });
  });

  it("APPROVE without a known label is refused", () => {
    expect(buildReviewBody(1, draft({ decision: "APPROVE" }))).toEqual({ ok: false, errors: { label: expect.any(String) } });
    expect(buildReviewBody(1, draft({ decision: "APPROVE", label: "Whatever" })).ok).toBe(false);
  });

  it("REJECT sends the reason and nothing else", () => {
    expect(buildReviewBody("5", draft({ decision: "REJECT", rejectReason: "decayed", label: "C2 Server", note: "x" }))).toEqual({
      ok: true,
      body: { assetId: "5", decision: "REJECT", rejectReason: "decayed" },
    });
    expect(buildReviewBody(5, draft({ decision: "REJECT" }))).toEqual({ ok: false, errors: { rejectReason: expect.any(String) } });
  });

  it("WATCHLIST sends the reason; a note only with OTHER, where it is required and trimmed", () => {
    expect(buildReviewBody(5, draft({ decision: "WATCHLIST", watchlistReason: "DEAD", note: "ignored" }))).toEqual({
      ok: true,
      body: { assetId: 5, decision: "WATCHLIST", watchlistReason: "DEAD" },
    });
    expect(buildReviewBody(5, draft({ decision: "WATCHLIST", watchlistReason: "OTHER", note: "   " }))).toEqual({
      ok: false,
      errors: { note: expect.any(String) },
    });
    expect(buildReviewBody(5, draft({ decision: "WATCHLIST", watchlistReason: "OTHER", note: "  mirror of a known kit " }))).toEqual({
      ok: true,
      body: { assetId: 5, decision: "WATCHLIST", watchlistReason: "OTHER", note: "mirror of a known kit" },
    });
    expect(buildReviewBody(5, draft({ decision: "WATCHLIST" }))).toEqual({ ok: false, errors: { watchlistReason: expect.any(String) } });
    expect(buildReviewBody(5, draft({ decision: "WATCHLIST", watchlistReason: "OTHER", note: "x".repeat(2001) })).ok).toBe(false);
  });

  it("every body it builds passes the console's own /api validation unchanged", () => {
    const drafts: ReviewDraft[] = [
      draft({ decision: "APPROVE", label: "General Phishing" }),
      draft({ decision: "APPROVE", label: "Brand Impersonation", brandId: "3" }),
      draft({ decision: "REJECT", rejectReason: "not_targeting_org" }),
      draft({ decision: "WATCHLIST", watchlistReason: "PARKING" }),
      draft({ decision: "WATCHLIST", watchlistReason: "OTHER", note: "n" }),
    ];
    for (const d of drafts) {
      const built = buildReviewBody("12", d);
      if (!built.ok) throw new Error(`not built: ${JSON.stringify(d)}`);
      expect(consoleReviewRequestBodySchema.parse(built.body)).toEqual(built.body);
    }
  });
});
