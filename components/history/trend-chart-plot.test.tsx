// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { stubLayout } from "@/lib/testing/jsdom-layout";
import { TrendChart } from "./trend-chart";
import { TrendChartPlot } from "./trend-chart-plot";
import { TREND_FIGURE_SPECS } from "./trend-figures";
import { type ChartDatum, chartData } from "./trend-wording";

beforeAll(() => stubLayout(600, 160));
afterEach(cleanup);

const spec = TREND_FIGURE_SPECS[0]!;
const FROM = Date.parse("2026-11-19T12:00:00.000Z");
const TO = Date.parse("2026-11-20T12:00:00.000Z");
const at = (h: number) => new Date(FROM + h * 3_600_000).toISOString();
const p = (h: number, n: number) => ({ t: at(h), totalPending: n, slaBreached: 0, openTakedowns: 0, staleInProgress: 0 });
const g = (h: number) => ({ t: at(h), totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null });

function draw(data: ChartDatum[]) {
  render(
    <div style={{ height: "160px" }}>
      <TrendChartPlot id="t" spec={spec} data={data} window="24h" fromMs={FROM} toMs={TO} fontSize="12px" sparkline={false} />
    </div>,
  );
  const d = document.querySelector(".recharts-line-curve")?.getAttribute("d") ?? "";
  return { d, moves: (d.match(/M/g) ?? []).length, vertices: (d.match(/[ML]/g) ?? []).length };
}

describe("TrendChartPlot", () => {
  it("draws one unbroken line through recorded points", () => {
    const { moves, vertices } = draw(chartData({ points: [p(1, 10), p(2, 12), p(3, 11)] }));
    expect(moves).toBe(1);
    expect(vertices).toBe(3);
  });

  it("breaks the line at a gap instead of joining across it", () => {
    const { moves, vertices } = draw(chartData({ points: [p(1, 10), p(2, 12), g(5), p(8, 20), p(9, 21)] }));
    expect(moves).toBe(2);
    expect(vertices).toBe(4);
  });

  it("draws a dot for a point with no recorded neighbour, so it is not lost", () => {
    draw(chartData({ points: [p(1, 10), g(4), p(8, 20), p(9, 21)] }));
    expect(screen.getAllByTestId("t-dot")).toHaveLength(1);
  });
});

describe("TrendChart", () => {
  it("holds the line's place, named in words, and draws the line once its chart code has loaded", async () => {
    const data = chartData({ points: [p(1, 10), p(2, 12), p(3, 11)] });
    render(<TrendChart id="t" spec={spec} data={data} window="24h" fromMs={FROM} toMs={TO} label="Pending proposals over the last 24 hours" />);
    const frame = screen.getByRole("img");
    expect(frame.getAttribute("aria-label")).toBe("Pending proposals over the last 24 hours");
    expect(frame.style.height).toBe("160px");
    await waitFor(() => expect(frame.querySelector(".recharts-line-curve")).not.toBeNull(), { timeout: 3000 });
  });
});
