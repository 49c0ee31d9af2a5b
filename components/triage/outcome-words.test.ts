import { describe, expect, it } from "vitest";
import type { HeldReviewView } from "@/lib/triage/view-types";
import { outcomeWords } from "./use-held-reviews";

const sent: HeldReviewView = {
  id: 1,
  proposalId: "prop_abc123",
  reportId: "rpt_1",
  assetContent: "https://x.example",
  decision: "REJECT",
  username: "ada",
  mine: true,
  status: "sent",
  sendAfter: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
  watchlisted: null,
  failure: null,
  seen: false,
  organization: "",
};

describe("outcomeWords", () => {
  it("says a review the service took is taken, even when its answer left parts out", () => {
    expect(outcomeWords(sent)).toBe("Rejected: https://x.example.");
    expect(outcomeWords({ ...sent, answerNotSent: ["watchlisted"] })).toBe(
      "Rejected: https://x.example. The service took the review; its answer's watchlisted was not sent by the service.",
    );
  });
});
