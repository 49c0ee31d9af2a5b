// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AssetSearchResult } from "@/lib/contract/asset-search";
import { AssetRecord, AssetRecordView } from "./asset-record";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record: AssetSearchResult = {
  asset: { id: 7, content: "scam.example", type: "URL", status: "BLOCKED", watchStatus: "NONE", createdAt: null, updatedAt: null },
  reports: [
    { id: 11, title: "This report", status: "TODO", createdAt: null },
    { id: 12, title: "Earlier phishing", status: "CLOSED", createdAt: "2026-11-01T10:00:00.000Z" },
  ],
  takedown: { id: 31, status: "IN_PROGRESS", createdAt: null, updatedAt: null, tasks: [] },
  blockedBy: [
    { consumer: "METAMASK", name: "MetaMask", consumedAt: null },
    { consumer: "NEW_CONSUMER", name: null, consumedAt: null },
  ],
};

function withClient(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

describe("AssetRecordView", () => {
  it("lists the other reports with links into /reports, the takedown in words, and who blocks it", () => {
    render(<AssetRecordView record={record} currentReportId="11" />);
    const reports = screen.getByTestId("asset-record-reports");
    expect(reports.textContent).not.toContain("This report");
    const link = screen.getByRole("link", { name: "Report 12: Earlier phishing" });
    // It carries the report's createdAt: the lookup narrows the list to it while the index fills.
    expect(link.getAttribute("href")).toBe("/reports?report=12&created=2026-11-01T10%3A00%3A00.000Z");
    expect(reports.textContent).toContain("Closed");
    const takedown = screen.getByRole("link", { name: "In progress (takedown 31)" });
    expect(takedown.getAttribute("href")).toBe("/takedowns?id=31");
    expect(screen.getByTestId("asset-record-blocked-by").textContent).toBe("MetaMask, NEW_CONSUMER");
  });

  it("says so when there is nothing else to show", () => {
    render(<AssetRecordView record={{ ...record, reports: [record.reports[0]!], takedown: null, blockedBy: [] }} currentReportId={11} />);
    expect(screen.getByTestId("asset-record-reports").textContent).toBe("No other report of this organization names it.");
    expect(screen.getByTestId("asset-record-takedown").textContent).toBe("None requested.");
    expect(screen.getByTestId("asset-record-blocked-by").textContent).toBe("No platform blocks it.");
  });
});

describe("AssetRecord", () => {
  it("asks the console's asset search by id and shows the record", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(record), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    render(withClient(<AssetRecord assetId={7} currentReportId={11} />));
    expect(screen.getByRole("status", { name: "Loading the asset's record…" })).toBeTruthy();
    await screen.findByTestId("asset-record");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/asset/search");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ assetId: 7 });
  });

  it("an asset the service does not know is an empty state, not an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "No asset" } }), { status: 404 })),
    );
    render(withClient(<AssetRecord assetId={7} currentReportId={11} />));
    await waitFor(() => expect(screen.getByTestId("query-empty").textContent).toContain("no record of this asset"));
  });

  it("a failure is shown with a retry", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "UPSTREAM_UNAVAILABLE", message: "The service did not answer" } }), { status: 503 })),
    );
    render(withClient(<AssetRecord assetId={7} currentReportId={11} />));
    // The factory retries a 5xx once before giving up.
    await screen.findByText("Could not load the asset's record", undefined, { timeout: 5_000 });
    expect(screen.getByRole("button", { name: /retry|try again/i })).toBeTruthy();
  });
});
