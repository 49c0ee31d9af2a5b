// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WallCountsView } from "@/lib/wall/counts.types";
import { WallConsoleCounts } from "./wall-console-counts";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(counts: WallCountsView, linked: boolean) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(counts), { status: 200, headers: { "Content-Type": "application/json", "X-Request-Id": "r" } })),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WallConsoleCounts refreshMs={30_000} enabled linked={linked} />
    </QueryClientProvider>,
  );
}

describe("WallConsoleCounts", () => {
  it("says which assets came back online and the top tags, each opening its list for a signed-in user", async () => {
    show({ blockedLiveAgain: 2, watchlistedLiveAgain: 1, tags: [{ tag: "campaign-x", count: 47 }], assigned: 9 }, true);
    const again = await screen.findByTestId("wall-live-again");
    expect(again.textContent).toBe("2 blocked · 1 watchlisted");
    expect(screen.getByRole("link", { name: "Blocked assets online again" }).getAttribute("href")).toBe("/assets?state=blocked&liveAgain=true");
    expect(screen.getByRole("link", { name: "Reports tagged campaign-x" }).getAttribute("href")).toBe("/reports?tag=campaign-x");
    expect(screen.getByTestId("wall-tags").textContent).toBe("Tags: campaign-x 47 · Assigned: 9");
  });

  it("on a wall-screen link reads without links, and says so when nothing came back", async () => {
    show({ blockedLiveAgain: 0, watchlistedLiveAgain: 0, tags: [], assigned: 0 }, false);
    expect((await screen.findByTestId("wall-live-again")).textContent).toBe("No blocked or watchlisted asset came back");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByTestId("wall-tags")).toBeNull();
  });
});
