// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SNAPSHOT } from "@/components/queues/sample-snapshot";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { QueueTrends } from "./queue-trends";
import { TREND_FIGURE_SPECS } from "./trend-figures";

let release: (() => void) | null = null;
beforeEach(() => {
  release = null;
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
    await vi.waitFor(() => expect(release).not.toBeNull());
    release?.();
    expect(await screen.findByTestId("trend-summary")).toBeDefined();
    expect(screen.queryByTestId("trend-placeholder")).toBeNull();
  });
});

describe("QueueTrends of a snapshot with a recorded figure not sent", () => {
  it("says which figure was not sent and that only its line has a gap, never a 0", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const sparse: QueueSnapshot = { ...snapshot, takedownQueue: { ...snapshot.takedownQueue, staleInProgress: null, notSent: ["staleInProgress"] } };
    render(
      <QueryClientProvider client={client}>
        <QueueTrends snapshot={sparse} snapshotUpdatedAt={1} />
      </QueryClientProvider>,
      { wrapper: withNuqsTestingAdapter() },
    );
    await vi.waitFor(() => expect(release).not.toBeNull());
    release?.();
    expect((await screen.findByTestId("trend-not-recorded")).textContent).toBe(
      "This snapshot's stale takedowns in progress was not sent by the service: its line has a gap here, never a 0; the other figures are recorded.",
    );
  });
});

// Moved from e2e/history.spec.ts, which answered the page's history request itself (page.route).
describe("QueueTrends with nothing recorded, or a failing history route", () => {
  const FIGURES = ["totalPending", "slaBreached", "openTakedowns", "staleInProgress"] as const;

  function renderTrends() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <QueueTrends snapshot={snapshot} snapshotUpdatedAt={1} />
      </QueryClientProvider>,
      { wrapper: withNuqsTestingAdapter() },
    );
  }

  it("no recorded data says so, for the window and for each figure's change", async () => {
    renderTrends();
    await vi.waitFor(() => expect(release).not.toBeNull());
    release?.();
    expect((await screen.findByTestId("trend-summary")).textContent).toContain("No data yet for the last 24 hours");
    for (const figure of FIGURES) expect(screen.getByTestId(`trend-change-${figure}`).textContent, figure).toBe("no data yet");
  });

  it("a failing route shows the console's error with its request id, and Try again loads the trend", async () => {
    const answered = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementationOnce(
      async () =>
        new Response(JSON.stringify({ error: { code: "INTERNAL", message: "The history could not be read", requestId: "req-history" } }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        }),
    );
    renderTrends();
    const alert = (await screen.findAllByRole("alert")).find((a) => a.textContent?.includes("Could not load the trend"))!;
    expect(alert.textContent).toContain("The history could not be read");
    expect(alert.textContent).toContain("req-history");
    vi.mocked(fetch).mockImplementation(answered);
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    await vi.waitFor(() => expect(release).not.toBeNull());
    release?.();
    expect(await screen.findByTestId("trend-summary")).toBeDefined();
  });
});
