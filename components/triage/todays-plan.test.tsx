// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSelection, selectionOf } from "@/components/marks/selection-store";
import type { TodaysPlanView } from "@/lib/triage/view-types";
import { TodaysPlan } from "./todays-plan";

afterEach(() => {
  cleanup();
  clearSelection();
  vi.unstubAllGlobals();
});

const entry = (proposalId: string, reasons: string[], folded = 0) => ({
  proposalId,
  reportId: `r${proposalId}`,
  assetContent: `https://${proposalId}.example`,
  assetType: "URL",
  score: 10,
  reasons,
  folded,
});

function show(view: TodaysPlanView, canReview: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(view), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } })),
  );
  const opened: string[] = [];
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <TodaysPlan org="default" canReview={canReview} onOpen={(id) => opened.push(id)} />
    </QueryClientProvider>,
  );
  return opened;
}

describe("TodaysPlan", () => {
  it("lists the plan with its reasons in words, opens an entry, and selects the whole plan for one decision", async () => {
    const user = userEvent.setup();
    const opened = show(
      {
        asOf: "2026-11-28T06:00:00.000Z",
        plan: { remaining: 10, considered: 14, folded: 2, entries: [entry("41", ["its SLA is overdue", "it names Acme"], 2), entry("7", [])] },
      },
      true,
    );
    const summary = await screen.findByText(/Today’s ten:/);
    expect(summary.textContent).toBe("Today’s ten: the 2 proposals the remaining budget is best spent on, by likely harm");
    await user.click(summary);
    const [first, second] = screen.getAllByTestId("plan-entry");
    expect(first!.textContent).toContain("Its SLA is overdue; it names Acme. With 2 more proposals of the same asset.");
    expect(second!.textContent).toContain("Nothing marks it out: next in the queue's order.");
    await user.click(screen.getByRole("button", { name: "https://41.example" }));
    expect(opened).toEqual(["41"]);
    await user.click(screen.getByRole("button", { name: "Select these 2 to decide or plan together" }));
    expect([...selectionOf("triage").ids]).toEqual(["41", "7"]);
  });

  it("says the day's reviews are spent, and offers a viewer no selection", async () => {
    show({ asOf: "2026-11-28T06:00:00.000Z", plan: { remaining: 0, considered: 3, folded: 0, entries: [] } }, false);
    expect((await screen.findByText(/Today’s plan:/)).textContent).toBe("Today’s plan: the day's reviews are spent");
    expect(screen.queryByRole("button", { name: /Select these/ })).toBeNull();
  });

  it("shows up by itself on a fresh console: no plan until the queue is walked, asked again until there is one", async () => {
    const answers: TodaysPlanView[] = [
      { asOf: null, plan: null },
      { asOf: "2026-11-28T06:00:00.000Z", plan: { remaining: 10, considered: 1, folded: 0, entries: [entry("41", ["its SLA is overdue"])] } },
    ];
    let calls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const view = answers[Math.min(calls++, answers.length - 1)];
        return new Response(JSON.stringify(view), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TodaysPlan org="default" canReview onOpen={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/Today’s ten:/, undefined, { timeout: 8_000 })).toBeTruthy();
    expect(calls).toBe(2);
  }, 15_000);
});
