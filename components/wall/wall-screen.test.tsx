// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_SNAPSHOT } from "@/components/queues/sample-snapshot";
import { healthSummaryQueryOptions } from "@/lib/queries/healthchecks";
import { DEFAULT_ORGANIZATION } from "@/lib/queries/org-key";
import { snapshotQueryOptions } from "@/lib/queries/snapshot";
import { type TriageCounts, triageCountsOptions } from "@/lib/queries/triage";
import { WallScreen } from "./wall-screen";

// The tab's event stream is up: the page has two things that could say "Live".
vi.mock("@/components/live/live-updates", () => ({ useLiveStatus: () => ({ state: "live", live: true }) }));

beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Whatever the screen asks besides the seeded data (trends, alerts) never answers.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REFRESH = 60_000;

function renderWall() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  const snapshot = { ...SAMPLE_SNAPSHOT, scope: { all: false, slug: "acme" } };
  client.setQueryData(snapshotQueryOptions(DEFAULT_ORGANIZATION, { slug: null, all: false }, REFRESH).queryKey, snapshot);
  client.setQueryData(healthSummaryQueryOptions(DEFAULT_ORGANIZATION, null, REFRESH).queryKey, { checks: [], receivedAt: Date.now() });
  // Triage's own counts are known, so a signed-in user's review numbers would have lists to open.
  const buckets = {
    age: { lt24h: 3, h24to72: 2, h72to168: 1, gte168h: 0 },
    sla: { breached: 2, dueWithin24h: 1, dueWithin72h: 3, beyond72h: 0, missingSla: 0 },
  };
  const counts: TriageCounts = { total: 6, buckets, waitingOnYou: { count: 5, source: "service" } };
  client.setQueryData(triageCountsOptions(DEFAULT_ORGANIZATION).queryKey, counts);
  return render(
    <QueryClientProvider client={client}>
      <WallScreen mode="user" refreshMs={REFRESH} filters={{ slug: null, all: false }} />
    </QueryClientProvider>,
    { wrapper: withNuqsTestingAdapter() },
  );
}

describe("WallScreen signed in as a user", () => {
  it("says Live once, on its badge, while the snapshot is fresh and the stream is up", async () => {
    renderWall();
    expect(await screen.findByTestId("live-badge")).toBeDefined();
    expect(screen.getAllByText(/\bLive\b/)).toHaveLength(1);
    // The stream's line stays (other tests read its state), with nothing to say while live.
    expect(screen.getByTestId("live-status").textContent).toBe("");
  });

  it("keeps each chart's height for its bars: no list of links under any chart", async () => {
    renderWall();
    const charts = await screen.findAllByTestId(/^chart-wall-/);
    expect(charts.length).toBeGreaterThanOrEqual(4);
    for (const chart of charts) {
      expect(chart.querySelector("a")).toBeNull();
      expect(chart.querySelector("ul")).toBeNull();
      // The plot is the card's only growing part: it takes the card's height.
      expect(chart.querySelector('[role="img"]')?.className).toContain("flex-1");
    }
  });
});
