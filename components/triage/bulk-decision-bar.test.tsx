// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { clearSelection, toggleRow } from "@/components/marks/selection-store";
import { BulkDecisionBar } from "./bulk-decision-bar";

const posted: { url: string; body: unknown }[] = [];

beforeEach(() => {
  posted.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      posted.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
      const body = { batchId: "mb_abcdefghijkl", count: 30, changed: 30, undoUntil: new Date(Date.now() + 60_000).toISOString() };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } });
    }),
  );
});

afterEach(() => {
  cleanup();
  act(() => clearSelection());
  vi.unstubAllGlobals();
});

function bar() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BulkDecisionBar org="default" remaining={10} me="ann" items={[]} marks={new Map()} filterText="sla=breached&tag=campaign-x" matching={30} />
    </QueryClientProvider>,
  );
}

it("selects every proposal the filter holds, not only the ticked ones, and marks them by the filter in one request", async () => {
  act(() => {
    toggleRow("triage", "p1", ["p1", "p2"]);
    toggleRow("triage", "p2", ["p1", "p2"]);
  });
  bar();
  const user = userEvent.setup();
  expect(screen.getByTestId("triage-selected-count").textContent).toBe("2 proposals selected · the remaining budget covers 2");
  await user.click(screen.getByRole("button", { name: "Select all 30 proposals matching this filter" }));
  expect(screen.getByTestId("triage-selected-count").textContent).toBe(
    "All 30 proposals matching this filter selected · decisions take ticked proposals, at most 100",
  );
  // A decision names its proposals one by one (and the budget caps it): off for a whole filter.
  expect((screen.getByRole("button", { name: "Decide 0" }) as HTMLButtonElement).disabled).toBe(true);
  await user.type(screen.getByLabelText("Tag"), "urgent");
  await user.click(screen.getByRole("button", { name: "Apply to 30" }));
  expect(posted.at(-1)).toMatchObject({
    url: expect.stringContaining("/api/marks/bulk"),
    body: { kind: "proposal", selection: { filter: "sla=breached&tag=campaign-x" }, action: { type: "tag", tag: "urgent" } },
  });
});
