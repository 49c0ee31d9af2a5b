// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnsentReviewsNotice } from "@/components/shell/unsent-reviews-notice";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import type { HeldReviewView, TriageReviewsView } from "@/lib/triage/view-types";
import { ProposalDetail } from "./proposal-detail";
import { buildQueue } from "./queue";
import { makeReport } from "./test-reports";
import { UnseenFailures } from "./unseen-failures";
import { useHeldReviews } from "./use-held-reviews";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = buildQueue([makeReport("7", null, [{ id: "70", assetId: "700" }])], { hidden: new Set(), notWaiting: new Set() })[0]!;

const failed: HeldReviewView = {
  id: 5,
  proposalId: "41",
  organization: "acme",
  reportId: "4",
  assetContent: "https://spent.example",
  decision: "REJECT",
  username: "ann",
  mine: true,
  status: "failed",
  sendAfter: "2026-11-20T09:00:10.000Z",
  updatedAt: "2026-11-20T09:00:11.000Z",
  watchlisted: null,
  failure: { status: 429, code: "RATE_LIMITED", message: "Too many reviews", retryAfter: null },
  seen: false,
};

const reviewsView = (reviews: HeldReviewView[]): TriageReviewsView => ({
  answeredAt: "2026-11-26T12:00:00.000Z",
  undoSeconds: 10,
  reviews,
  budget: { limit: 10, used: 3, held: 0, remaining: 7, blockedUntil: null, nextFreeAt: null },
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * The service at the console's routes: GET /api/triage/reviews answers `reviews()`, PATCH and POST
 * as given; anything else (the asset record beside the decision) never answers.
 */
function stubConsole(reviews: () => HeldReviewView[], answers: { patch?: () => Response; post?: () => Response } = {}) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.startsWith("/api/triage/reviews") && method === "GET") return Promise.resolve(json(200, reviewsView(reviews())));
    // The shell's notice reads the same rows, the author's own failures not yet seen (lib/triage/notices.ts).
    if (url === "/api/notices") return Promise.resolve(json(200, { unsentReviews: reviews().filter((r) => r.status === "failed" && r.mine && !r.seen) }));
    if (method === "PATCH" && answers.patch) return Promise.resolve(answers.patch());
    if (method === "POST" && answers.post) return Promise.resolve(answers.post());
    return new Promise(() => {});
  });
  return calls;
}

/** What /triage puts together (components/triage/triage-view.tsx): the held reviews' hook, the unseen failures and the selected proposal. */
function TriagePart() {
  const [told, setTold] = useState<string[]>([]);
  const held = useHeldReviews((text) => setTold((t) => [...t, text]));
  return (
    <>
      <UnseenFailures reviews={held.query.data?.reviews ?? []} onSeen={held.markSeen} marking={held.marking} />
      <p data-testid="hidden">{held.hidden.has(item.key) ? "hidden as held" : "in the queue"}</p>
      <p data-testid="told">{told.join(" ")}</p>
      <ProposalDetail
        item={item}
        failure={held.holdFailure?.key === item.key ? held.holdFailure : undefined}
        canReview
        blockReason={null}
        onOpen={() => held.submit(item, { decision: "REJECT", assetId: "700", rejectReason: "NOT_THREAT" } as unknown as ConsoleReviewRequestBody)}
        onDismissFailure={held.dismissHoldFailure}
      />
    </>
  );
}

const renderPart = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnsentReviewsNotice />
      <TriagePart />
    </QueryClientProvider>,
  );

describe("a review that failed after its author left /triage (issue 41, item 3)", () => {
  it("is shown with its asset and a link to the proposal until Seen, which marks it through PATCH and reads the reviews again", async () => {
    let marked = false;
    const calls = stubConsole(() => [{ ...failed, seen: marked }], {
      patch: () => {
        marked = true;
        return json(200, { seen: 1 });
      },
    });
    renderPart();
    const notice = await screen.findByTestId("unseen-failure");
    expect(notice.textContent).toContain("Not reviewed: the day's budget was spent. https://spent.example (proposal 41) still waits for a review.");
    // In the shell on every page too, until seen: it leads to /triage, which says why.
    const shellNotice = await screen.findByTestId("unsent-reviews");
    expect(shellNotice.textContent).toBe("! 1 review failed: open Triage to see why");
    expect(shellNotice.getAttribute("href")).toBe("/triage");
    expect(within(notice).getByRole("link", { name: "Open proposal 41" }).getAttribute("href")).toBe("/triage?proposal=41&slug=acme");

    await userEvent.setup().click(within(notice).getByRole("button", { name: "Seen" }));
    await waitFor(() => expect(screen.queryByTestId("unseen-failure")).toBeNull());
    await waitFor(() => expect(screen.queryByTestId("unsent-reviews")).toBeNull());
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([{ method: "PATCH", url: "/api/triage/reviews/5", body: { seen: true } }]);
    expect(calls.filter((c) => c.method === "GET" && c.url.startsWith("/api/triage/reviews"))).toHaveLength(2);
  });

  it("is not shown once seen, nor for a colleague's failure or a review that was sent", async () => {
    stubConsole(() => [
      { ...failed, id: 1, seen: true },
      { ...failed, id: 2, mine: false, username: "bob" },
      { ...failed, id: 3, status: "sent", failure: null },
      { ...failed, id: 4, organization: "" },
    ]);
    renderPart();
    const notice = await screen.findByTestId("unseen-failure");
    expect(screen.getAllByTestId("unseen-failure")).toHaveLength(1);
    expect((await screen.findByTestId("unsent-reviews")).textContent).toContain("1 review failed");
    // The key's own organization: no slug in the link.
    expect(within(notice).getByRole("link").getAttribute("href")).toBe("/triage?proposal=41");
  });
});

describe("a hold refused up front (issue 41, item 2)", () => {
  it("shows the server's sentence word for word where the reviewer clicked, and the proposal is not held", async () => {
    const sentence = "Not held: the day's review budget is spent (10 of 10 reviews sent in the last 24 hours); the next review can be sent in about 2 hours";
    stubConsole(() => [], { post: () => json(409, { error: { code: "CONFLICT", message: sentence, requestId: "req-spent" } }) });
    renderPart();
    await userEvent.setup().click(screen.getByRole("button", { name: /^Reject/ }));
    const failure = await screen.findByTestId("proposal-failure");
    expect(failure.querySelector("p")?.textContent).toBe(sentence);
    expect(failure.textContent).toContain("req-spent");
    expect(screen.getByTestId("hidden").textContent).toBe("in the queue");
    expect(screen.getByTestId("told").textContent).toContain("was not held");
    expect(screen.getByTestId("told").textContent).not.toMatch(/held for/);
  });
});
