// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmptyReports } from "./empty-reports";
import { ReportCountLine } from "./report-count-line";

afterEach(cleanup);

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("EmptyReports", () => {
  it("names the filters that left the list empty, each removable, and offers Clear filters", () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    render(withQueries(<EmptyReports filters={{ onlyRejected: "true", sources: ["CANARY_TOKEN"] }} onChange={onChange} onClear={onClear} />));
    const empty = screen.getByTestId("reports-empty");
    expect(empty.textContent).toContain("No reports match these filters.");
    const list = within(empty).getByRole("list", { name: "Filters that left the list empty" });
    expect(list.textContent).toContain("Only rejected: yes");
    expect(list.textContent).toContain("Sources: Canary token");
    fireEvent.click(within(empty).getByRole("button", { name: "Remove filter Sources" }));
    expect(onChange).toHaveBeenCalledWith({ sources: null });
    fireEvent.click(within(empty).getByRole("button", { name: "Clear filters" }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it("without filters says the organization has none, with no action", () => {
    render(withQueries(<EmptyReports filters={{}} onChange={vi.fn()} onClear={vi.fn()} />));
    expect(screen.getByTestId("reports-empty").textContent).toBe("The organization has no reports yet.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("ReportCountLine", () => {
  it("counts while the first page is on its way, and says nothing above an error", () => {
    const { rerender } = render(<ReportCountLine state="pending" totalCount={0} loaded={0} uniqueCount={null} />);
    expect(screen.getByTestId("report-total").textContent).toBe("Counting reports…");
    rerender(<ReportCountLine state="error" totalCount={0} loaded={0} uniqueCount={null} />);
    expect(screen.getByTestId("report-total").textContent).toBe("");
    rerender(<ReportCountLine state="ready" totalCount={1234} loaded={40} uniqueCount={38} />);
    expect(screen.getByTestId("report-total").textContent).toBe("1,234 reports, newest first · 40 loaded · 38 unique among the loaded");
    rerender(<ReportCountLine state="ready" totalCount={0} loaded={0} uniqueCount={0} />);
    expect(screen.getByTestId("report-total").textContent).toBe("0 reports");
  });
});
