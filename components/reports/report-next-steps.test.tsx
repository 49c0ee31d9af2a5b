// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Report } from "@/lib/contract/report";
import { ReportNextSteps } from "./report-next-steps";

afterEach(cleanup);

const asset = (id: number, content: string, status: string) => ({ id, type: "URL", content, status, scans: [] });
const reportWith = (assets: ReturnType<typeof asset>[]) =>
  ({
    id: 12,
    proposals: assets.map((a, i) => ({ id: 100 + i, reviewStatus: "APPROVED", asset: a })),
    assets: assets.map(({ scans: _scans, ...a }) => a),
  }) as unknown as Report;

const unblockLinks = () => screen.queryAllByTestId("unblock-asset").map((a) => decodeURIComponent(a.getAttribute("href")!.replace("/unblock?asset=", "")));

describe("ReportNextSteps: unblock or dispute", () => {
  it("offers the blocked assets, not the first ones", () => {
    const report = reportWith([
      asset(1, "https://a.example/", "UNKNOWN"),
      asset(2, "https://b.example/", "ALLOWED"),
      asset(3, "https://c.example/", "UNKNOWN"),
      asset(4, "https://blocked-1.example/", "BLOCKED"),
      asset(5, "https://blocked-2.example/", "BLOCKED"),
    ]);
    render(<ReportNextSteps report={report} canUnblock />);
    expect(unblockLinks()).toEqual(["https://blocked-1.example/", "https://blocked-2.example/"]);
    expect(screen.queryByTestId("unblock-none")).toBeNull();
  });

  it("counts blocked assets beyond the links it shows", () => {
    const report = reportWith([1, 2, 3, 4, 5].map((i) => asset(i, `https://blocked-${i}.example/`, "BLOCKED")));
    const { container } = render(<ReportNextSteps report={report} canUnblock />);
    expect(unblockLinks()).toHaveLength(3);
    expect(container.textContent).toContain("and 2 more blocked assets");
  });

  it("says so when no asset is blocked", () => {
    render(<ReportNextSteps report={reportWith([asset(1, "https://a.example/", "UNKNOWN")])} canUnblock />);
    expect(unblockLinks()).toEqual([]);
    expect(screen.getByTestId("unblock-none").textContent).toContain("No asset of this report is blocked");
  });

  it("offers nothing to a role that cannot unblock", () => {
    render(<ReportNextSteps report={reportWith([asset(1, "https://a.example/", "BLOCKED")])} canUnblock={false} />);
    expect(unblockLinks()).toEqual([]);
    expect(screen.queryByTestId("unblock-none")).toBeNull();
  });
});

describe("ReportNextSteps: review in triage (issue 29)", () => {
  const pendingReport = {
    id: 77,
    proposals: [
      { id: 1, reviewStatus: "PENDING", asset: null },
      { id: 2, reviewStatus: "PENDING", asset: null },
    ],
    assets: [],
  } as unknown as Report;
  const withTriage = (filteredTotal: number) => {
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ filteredTotal, items: [] }), { status: 200, headers: { "content-type": "application/json" } });
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReportNextSteps report={pendingReport} canUnblock={false} />
      </QueryClientProvider>,
    );
    return asked;
  };
  afterEach(() => vi.unstubAllGlobals());

  it("links to triage only when triage holds the report's proposals, with the number it holds", async () => {
    const asked = withTriage(2);
    expect(await screen.findByTestId("review-in-triage")).toHaveProperty("textContent", "Review in triage (2 pending)");
    expect(asked[0]).toContain("report=77");
  });

  it("says where they wait, in words, when triage does not hold them (no link to an empty queue)", async () => {
    withTriage(0);
    const words = await screen.findByText(/not in triage/);
    expect(words.textContent).toBe(
      "2 pending proposals, not in triage: the service does not list this report as waiting on your organization's review, so they wait on another organization (or on the service).",
    );
    expect(screen.queryByTestId("review-in-triage")).toBeNull();
  });
});
