// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SNAPSHOT } from "@/components/queues/sample-snapshot";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { QueueTrends } from "./queue-trends";
import { TREND_FIGURE_SPECS } from "./trend-figures";

let release: (() => void) | null = null;
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "fetch",
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          const body = {
            scope: "org:acme",
            window: "24h",
            from: "2026-11-20T00:00:00Z",
            to: "2026-11-21T00:00:00Z",
            points: [],
            change: { totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null },
          };
          release = () => resolve(new Response(JSON.stringify(body), { status: 200 }));
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const snapshot: QueueSnapshot = { ...SAMPLE_SNAPSHOT, scope: { all: false, slug: "acme" } };

describe("QueueTrends while the trend loads", () => {
  it("holds a frame per trend card (title and chart height), so what follows does not move when the lines arrive", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <QueueTrends snapshot={snapshot} snapshotUpdatedAt={1} />
      </QueryClientProvider>,
      { wrapper: withNuqsTestingAdapter() },
    );
    const placeholder = screen.getByTestId("trend-placeholder");
    expect(placeholder.children).toHaveLength(TREND_FIGURE_SPECS.length);
    expect(placeholder.getAttribute("aria-hidden")).toBe("true");
    expect([...placeholder.children].map((c) => c.textContent)).toEqual(TREND_FIGURE_SPECS.map((s) => s.label));
    expect((placeholder.children[0]!.lastElementChild as HTMLElement).style.height).toBe("160px");
    release?.();
    expect(await screen.findByTestId("trend-summary")).toBeDefined();
    expect(screen.queryByTestId("trend-placeholder")).toBeNull();
  });
});

describe("QueueTrends of a snapshot with a recorded figure not sent", () => {
  it("says the snapshot is not recorded and why, never as a 0", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sparse: QueueSnapshot = { ...snapshot, takedownQueue: { ...snapshot.takedownQueue, staleInProgress: null, notSent: ["staleInProgress"] } };
    render(
      <QueryClientProvider client={client}>
        <QueueTrends snapshot={sparse} snapshotUpdatedAt={1} />
      </QueryClientProvider>,
      { wrapper: withNuqsTestingAdapter() },
    );
    release?.();
    expect((await screen.findByTestId("trend-not-recorded")).textContent).toBe(
      "This snapshot is not recorded: its stale takedowns in progress was not sent by the service, and a figure not sent is left out of the trends, never recorded as 0.",
    );
  });
});
