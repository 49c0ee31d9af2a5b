import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

type Box = { text: string; left: number; right: number; top: number; bottom: number };
type AxisLabels = { chart: string; axis: string; svg: Omit<Box, "text">; labels: Box[] };

/** Every category axis label of every chart on the page: its text (lines joined) and where it is drawn. */
async function axisLabels(page: Page): Promise<AxisLabels[]> {
  return page.evaluate(() => {
    const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const found: AxisLabels[] = [];
    for (const chart of document.querySelectorAll<HTMLElement>("[data-testid^='chart-']")) {
      const svg = chart.querySelector("svg.recharts-surface");
      if (!svg) continue;
      // recharts draws the tick labels in a layer of their own, above the bars.
      for (const axis of chart.querySelectorAll(".recharts-xAxis-tick-labels, .recharts-yAxis-tick-labels")) {
        const labels = [...axis.querySelectorAll("text")]
          .filter((t) => (t.textContent ?? "").trim() !== "")
          .map((t) => ({
            text: [...t.querySelectorAll("tspan")].map((s) => s.textContent).join(" ") || (t.textContent ?? ""),
            ...box(t.getBoundingClientRect()),
          }));
        if (labels.length > 0)
          found.push({
            chart: chart.dataset.testid!,
            axis: axis.classList.contains("recharts-xAxis-tick-labels") ? "x" : "y",
            svg: box(svg.getBoundingClientRect()),
            labels,
          });
      }
    }
    return found;
  });
}

const overlap = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** No two labels of one axis touch, and each is drawn whole inside its chart (an SVG clips what spills over). */
async function expectLabelsFit(page: Page, size: string) {
  const axes = await axisLabels(page);
  expect(axes.length, `${size}: no chart axes found`).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const { chart, axis, svg, labels } of axes) {
    for (let i = 0; i < labels.length; i++) {
      const a = labels[i];
      if (a.left < svg.left - 0.5 || a.right > svg.right + 0.5 || a.top < svg.top - 0.5 || a.bottom > svg.bottom + 0.5) {
        problems.push(`${chart} ${axis}: "${a.text}" is cut off by the chart's edge`);
      }
      for (let j = i + 1; j < labels.length; j++) {
        if (overlap(a, labels[j])) problems.push(`${chart} ${axis}: "${a.text}" overlaps "${labels[j].text}"`);
      }
    }
  }
  expect(problems, size).toEqual([]);
}

const SLA_LABELS = ["Breached", "Due within 24 h", "Due within 3 days", "Due after 3 days", "No SLA"];

async function expectSlaLabelsWhole(page: Page, chartTestId: string) {
  const axes = await axisLabels(page);
  const sla = axes.find((a) => a.chart === chartTestId && a.axis === "x");
  expect(sla, `${chartTestId} has an x axis`).toBeDefined();
  // Every word of every label is drawn: wrapped into lines, never cut short or dropped.
  expect(sla!.labels.map((l) => l.text.replace(/\s+/g, " ").trim())).toEqual(SLA_LABELS);
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

// The wall runs on screens from a laptop to a TV, and is opened on phones.
for (const [width, height] of [
  [1440, 900],
  [1920, 1080],
  [1280, 720],
  [390, 844],
] as const) {
  test(`the wall's chart axis labels fit without overlapping at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/wall");
    await expect(page.getByTestId("wall-review-sla-bar-breached")).toBeVisible({ timeout: 30_000 });
    await expectSlaLabelsWhole(page, "chart-wall-review-sla");
    await expectLabelsFit(page, `${width}x${height}`);
  });
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`the queue charts' axis labels fit without overlapping at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/queues?refresh=off");
    await expect(page.getByTestId("review-sla-bar-breached")).toBeVisible({ timeout: 30_000 });
    await expectSlaLabelsWhole(page, "chart-review-sla");
    await expectLabelsFit(page, `${width}x${height}`);
  });
}
