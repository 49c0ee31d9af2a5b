// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TrendWindow } from "@/lib/queries/history";
import { useQueueTrend } from "./use-queue-trend";

const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const body = {
        scope: "org:acme",
        window: "24h",
        from: "a",
        to: "b",
        points: [],
        change: { totalPending: calls.length, slaBreached: null, openTakedowns: null, staleInProgress: null },
      };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ scope, window, updatedAt }: { scope: string | null; window: TrendWindow; updatedAt: number }) {
  const query = useQueueTrend(scope, window, updatedAt);
  return <p data-testid="probe">{query.data ? String(query.data.change.totalPending) : "none"}</p>;
}

describe("useQueueTrend", () => {
  it("fetches nothing without a scope, then once per newer snapshot", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (scope: string | null, updatedAt: number) => (
      <QueryClientProvider client={client}>
        <Probe scope={scope} window="24h" updatedAt={updatedAt} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(null, 0));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);

    rerender(view("org:acme", Date.now()));
    await waitFor(() => expect(screen.getByTestId("probe").textContent).toBe("1"));
    expect(calls).toEqual(["/api/history/queues?scope=org%3Aacme&window=24h"]);

    // The same snapshot rendered again: no refetch.
    rerender(view("org:acme", Date.now() - 60_000));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);

    // A newer snapshot arrived (and was recorded): the trend is fetched again.
    rerender(view("org:acme", Date.now() + 1000));
    await waitFor(() => expect(screen.getByTestId("probe").textContent).toBe("2"));
    expect(calls).toHaveLength(2);
  });
});
