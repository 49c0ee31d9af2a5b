// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TrendTable } from "./trend-table";

afterEach(cleanup);

const points = [
  { t: "2026-11-20T08:00:00.000Z", totalPending: 1200, slaBreached: 30, openTakedowns: 7, staleInProgress: 2 },
  { t: "2026-11-20T09:00:00.000Z", totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null },
  { t: "2026-11-20T10:00:00.000Z", totalPending: 1188, slaBreached: 31, openTakedowns: 6, staleInProgress: 0 },
];

describe("TrendTable", () => {
  it("lists every point with its four figures and a gap row where nothing was recorded", () => {
    render(<TrendTable trend={{ points }} caption="Queue trend for acme, last 24 hours" timeZone="UTC" />);
    const table = screen.getByRole("table", { name: "Queue trend for acme, last 24 hours" });
    const rows = within(table).getAllByTestId("trend-row");
    expect(rows.map((r) => r.getAttribute("data-kind"))).toEqual(["point", "gap", "point"]);
    expect(rows.map((r) => r.getAttribute("data-t"))).toEqual(points.map((p) => p.t));

    const first = within(rows[0]!);
    expect(first.getByRole("rowheader").textContent).toBe("20 Nov 2026, 08:00 UTC");
    expect(rows[0]!.querySelector('[data-figure="totalPending"]')?.textContent).toBe("1,200");
    expect(rows[2]!.querySelector('[data-figure="staleInProgress"]')?.getAttribute("data-value")).toBe("0");

    // The gap says so, and carries no number that could be read as data.
    expect(rows[1]!.textContent).toContain("Gap: nothing recorded");
    expect(rows[1]!.querySelectorAll("[data-value]")).toHaveLength(0);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Time", "Pending proposals in total", "SLA breached", "Open takedowns", "Stale takedowns in progress"]);
  });

  it("keeps a point whose snapshot did not send one figure, that cell saying so (the sparse dialect)", () => {
    const sparse = [{ t: "2026-11-20T08:00:00.000Z", totalPending: 1200, slaBreached: 30, openTakedowns: 7, staleInProgress: null }];
    render(<TrendTable trend={{ points: sparse }} caption="Sparse" timeZone="UTC" />);
    const [row] = within(screen.getByRole("table", { name: "Sparse" })).getAllByTestId("trend-row");
    expect(row!.getAttribute("data-kind")).toBe("point");
    expect(row!.querySelector('[data-figure="totalPending"]')?.textContent).toBe("1,200");
    const missing = row!.querySelector('[data-figure="staleInProgress"]')!;
    expect(missing.textContent).toBe("not sent by the service");
    expect(missing.hasAttribute("data-value")).toBe(false);
  });

  it("says when nothing was recorded in the window", () => {
    render(<TrendTable trend={{ points: [] }} caption="Empty" />);
    expect(screen.getByRole("table", { name: "Empty" }).textContent).toContain("Nothing recorded in this window yet.");
    expect(screen.queryAllByTestId("trend-row")).toHaveLength(0);
  });
});
