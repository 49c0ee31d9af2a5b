// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TriageBudgetView } from "@/lib/triage/view-types";
import { BudgetLine, budgetBlockReason } from "./held-reviews";
import { ProposalDetail } from "./proposal-detail";
import { buildQueue } from "./queue";
import { makeReport } from "./test-reports";

// Moved from e2e/triage.spec.ts ("at 0 budget the decisions are disabled, with the reason"). The page
// reading the budget from /api/triage/reviews into this reason stays there ("a spent budget says when
// the next review frees up").

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = buildQueue([makeReport("7", null, [{ id: "70", assetId: "700" }])], { hidden: new Set(), notWaiting: new Set() })[0]!;
const NOW = Date.parse("2026-11-26T12:22:00Z");
const spent: TriageBudgetView = { limit: 10, used: 10, held: 0, remaining: 0, blockedUntil: null };

function renderDetail(budget: TriageBudgetView) {
  const onOpen = vi.fn();
  // The evidence beside the decision loads the asset's record; nothing here waits for it.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BudgetLine budget={budget} />
      <ProposalDetail item={item} canReview blockReason={budgetBlockReason(budget, NOW)} onOpen={onOpen} onDismissFailure={() => {}} />
    </QueryClientProvider>,
  );
  return onOpen;
}

const decision = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) }) as HTMLButtonElement;

describe("ProposalDetail with the review budget", () => {
  it("at 0 left, the three decisions are off and say why, and clicking opens nothing", async () => {
    const onOpen = renderDetail(spent);
    expect(screen.getByTestId("triage-budget").textContent).toContain("0 of 10 reviews left");
    expect(screen.getByTestId("decisions-disabled").textContent).toContain("No reviews left");
    for (const name of ["Approve", "Reject", "Watchlist"]) expect(decision(name).disabled, name).toBe(true);
    await userEvent.setup().click(decision("Reject"));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("with reviews left, the decisions are on and say nothing of a budget", async () => {
    const onOpen = renderDetail({ ...spent, used: 7, remaining: 3 });
    expect(screen.queryByTestId("decisions-disabled")).toBeNull();
    for (const name of ["Approve", "Reject", "Watchlist"]) expect(decision(name).disabled, name).toBe(false);
    await userEvent.setup().click(decision("Reject"));
    expect(onOpen).toHaveBeenCalledWith("REJECT");
  });
});

describe("ProposalDetail and what became of the asset", () => {
  it("shows the asset's state, liveness and takedown as the threats sync stored them, with Follow", async () => {
    const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }));
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: string) => {
      asked.push(url);
      if (url.startsWith("/api/assets/following")) return json({ following: [], limit: 200 });
      if (url.startsWith("/api/assets?"))
        return json({
          assets: [
            {
              id: "700",
              content: "https://lure.example/",
              type: "URL",
              status: "BLOCKED",
              state: "blocked",
              liveness: "DEAD",
              brands: [],
              firstReportedAt: null,
              escalatedAt: null,
              blockedAt: null,
              takedownStatus: "IN_PROGRESS",
              takedownSubmittedAt: null,
              takedownCompletedAt: null,
              detailsUrl: null,
              updatedAt: null,
              liveAgainAt: null,
            },
          ],
          nextCursor: null,
          total: 1,
        });
      return new Promise(() => {});
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProposalDetail item={item} canReview blockReason={null} onOpen={() => {}} onDismissFailure={() => {}} />
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId("report-asset-lifecycle");
    expect(row.textContent).toContain("Blocked");
    expect(row.textContent).toMatch(/Takedown: /);
    expect(asked.find((u) => u.startsWith("/api/assets?"))).toContain("ids=700");
    expect(await screen.findByRole("button", { name: "Follow https://lure.example/" })).toBeTruthy();
  });
});
