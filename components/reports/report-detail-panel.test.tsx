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

describe("ReportDetailPanel: watchlist decisions", () => {
  it("reads 'Watchlisted', not 'Rejected', for a rejected proposal whose asset the service says is watchlisted", async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit) => {
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
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
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
    const proposals = screen.getAllByTestId("proposal");
    await within(proposals[0]!).findByText("Watchlisted");
    expect(within(proposals[0]!).queryByText("Rejected")).toBeNull();
    expect(within(proposals[1]!).getByText("Rejected")).toBeTruthy();
    expect(within(proposals[2]!).getByText("Approved")).toBeTruthy();
    // Only the assets of rejected proposals are asked about.
    expect(asked.sort()).toEqual([10, 11]);
  });
});
