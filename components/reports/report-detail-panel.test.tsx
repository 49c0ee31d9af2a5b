// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Report } from "@/lib/contract/report";
import { ReportDetailPanel } from "./report-detail-panel";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const asset = (id: number) => ({ id, type: "URL", content: `https://a${id}.example/`, status: "UNKNOWN", scans: [] });
const report = {
  id: 42,
  title: "Parked lure",
  description: "",
  status: "CLOSED",
  attachments: [],
  proposals: [
    { id: 1, reviewStatus: "REJECTED", asset: asset(10) },
    { id: 2, reviewStatus: "REJECTED", asset: asset(11) },
    { id: 3, reviewStatus: "APPROVED", asset: asset(12) },
  ],
  duplicateOfId: null,
  reporter: null,
  externalReporter: null,
  source: "APP",
} as unknown as Report;

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
const stored = (id: string, extra: Record<string, unknown>) => ({
  id,
  content: `https://a${id}.example/`,
  type: "URL",
  status: "BLOCKED",
  state: "investigating",
  liveness: "ALIVE",
  brands: [],
  firstReportedAt: null,
  escalatedAt: null,
  blockedAt: null,
  takedownStatus: null,
  takedownSubmittedAt: null,
  takedownCompletedAt: null,
  detailsUrl: null,
  updatedAt: null,
  liveAgainAt: null,
  ...extra,
});

/** The console's own store: what the sync read of assets 10 and 12 (11 not yet), and the user's follows. */
function otherRoutes(path: string): Response | null {
  if (path.startsWith("/api/assets/following")) return json({ following: [], limit: 200 });
  if (path.startsWith("/api/assets?")) {
    expect(new URL(path, "http://x").searchParams.get("ids")).toBe("10,11,12");
    return json({
      assets: [stored("10", { state: "blocked", takedownStatus: "COMPLETED" }), stored("12", { state: "escalated", liveness: "DEAD" })],
      nextCursor: null,
      total: 2,
    });
  }
  if (path.startsWith("/api/asset/search")) return null;
  throw new Error(`unexpected ${path}`);
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ReportDetailPanel
        reportId="42"
        report={report}
        lookup={{ state: "loading" }}
        onClose={() => {}}
        onOpenReport={() => {}}
        reportHref={(id) => `?report=${id}`}
        canUnblock={false}
      />
    </QueryClientProvider>,
  );

describe("ReportDetailPanel: watchlist decisions", () => {
  it("reads 'Watchlisted', not 'Rejected', for a rejected proposal whose asset the service says is watchlisted", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
        const other = otherRoutes(path);
        if (other) return other;
        expect(path).toBe("/api/asset/search");
        const body = JSON.parse(String(init.body)) as { assetId: number };
        asked.push(body.assetId);
        const watchStatus = body.assetId === 10 ? "WATCHLISTED" : "NONE";
        return new Response(
          JSON.stringify({
            asset: { id: body.assetId, content: "x", type: "URL", status: "UNKNOWN", watchStatus },
            reports: [],
            takedown: null,
            blockedBy: [],
          }),
          {
            status: 200,
            headers: { "content-type": "application/json" },
          },
        );
      }),
    );
    renderPanel();
    const proposals = screen.getAllByTestId("proposal");
    await within(proposals[0]!).findByText("Watchlisted");
    expect(within(proposals[0]!).queryByText("Rejected")).toBeNull();
    expect(within(proposals[1]!).getByText("Rejected")).toBeTruthy();
    expect(within(proposals[2]!).getByText("Approved")).toBeTruthy();
    // Only the assets of rejected proposals are asked about.
    expect(asked.sort()).toEqual([10, 11]);
  });

  it("shows what became of each of its assets from the console's store, with Follow, and says which the sync has not read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async (path: string) =>
          otherRoutes(path) ??
          json({ asset: { id: 1, content: "x", type: "URL", status: "UNKNOWN", watchStatus: "NONE" }, reports: [], takedown: null, blockedBy: [] }),
      ),
    );
    renderPanel();
    const list = await screen.findByTestId("report-asset-lifecycle");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((r) => r.getAttribute("data-asset-id"))).toEqual(["10", "11", "12"]);
    expect(within(rows[0]!).getByTestId("asset-state").textContent).toBe("Blocked");
    expect(rows[0]!.textContent).toContain("Takedown: Completed");
    expect(rows[1]!.textContent).toContain("Not in the service's list of reported assets as last read.");
    expect(within(rows[2]!).getByTestId("asset-state").textContent).toBe("Escalated");
    expect(await within(rows[2]!).findByRole("button", { name: "Follow https://a12.example/" })).toBeTruthy();
  });
});
