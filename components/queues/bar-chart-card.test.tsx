// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubLayout } from "@/lib/testing/jsdom-layout";
import { BarChartCard } from "./bar-chart-card";
import { SAMPLE_SNAPSHOT } from "./sample-snapshot";
import { slaRows } from "./snapshot-rows";

beforeAll(() => stubLayout(600, 240));
afterEach(cleanup);

const rows = slaRows(SAMPLE_SNAPSHOT.reviewQueue.slaBuckets);

describe("BarChartCard", () => {
  it("describes every bar in its accessible name and switches to a table with the same numbers", () => {
    render(<BarChartCard id="review-sla" title="Review queue by SLA" rows={rows} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "Review queue by SLA: Breached 647, Due within 24 h 32, Due within 3 days 144, Due after 3 days 0, No SLA 263",
    );
    const toggle = screen.getByRole("button", { name: "Show Review queue by SLA as a table" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    for (const row of rows) {
      const cell = screen.getByTestId(`review-sla-cell-${row.key}`);
      expect(cell.getAttribute("data-value")).toBe(String(row.value));
      expect(cell.textContent).toBe(row.value!.toLocaleString("en-US"));
    }
    expect(screen.getByRole("table", { name: "Review queue by SLA" })).toBeTruthy();
  });

  it("labels each bar with its number once laid out", async () => {
    render(<BarChartCard id="review-sla" title="Review queue by SLA" rows={rows} />);
    for (const row of rows) {
      const label = await screen.findByTestId(`review-sla-bar-${row.key}`, undefined, { timeout: 3000 });
      expect(label.getAttribute("data-value")).toBe(String(row.value));
      expect(label.textContent).toBe(String(row.value));
    }
  });

  it("has no table toggle on the wall and says when there is no data", () => {
    render(<BarChartCard id="x" title="Empty" rows={[]} showTableToggle={false} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("No data.")).toBeTruthy();
  });
});

describe("BarChartCard with a count the service did not send", () => {
  it("says so in words in its name, under the chart and in the table, never as 0", () => {
    const sparse = slaRows({ ...SAMPLE_SNAPSHOT.reviewQueue.slaBuckets, breached: null, notSent: ["breached"] });
    render(<BarChartCard id="review-sla" title="Review queue by SLA" rows={sparse} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toContain("Breached not sent by the service, Due within 24 h 32");
    expect(screen.getByTestId("review-sla-not-sent").textContent).toBe("Breached: not sent by the service.");
    fireEvent.click(screen.getByRole("button", { name: "Show Review queue by SLA as a table" }));
    const cell = screen.getByTestId("review-sla-cell-breached");
    expect(cell.textContent).toBe("not sent by the service");
    expect(cell.hasAttribute("data-value")).toBe(false);
  });
});
