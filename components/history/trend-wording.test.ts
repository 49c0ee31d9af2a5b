import { describe, expect, it } from "vitest";
import type { QueueTrend, TrendPoint } from "@/lib/queries/history";
import {
  changeSpanMs,
  chartData,
  describeChange,
  describeChangeLong,
  formatTick,
  gapCount,
  recordedCount,
  recordedSince,
  staleTrendNote,
  timeTicks,
  trendRows,
} from "./trend-wording";

const point = (t: string, n: number) => ({ t, totalPending: n, slaBreached: n + 1, openTakedowns: n + 2, staleInProgress: n + 3 });
const gap = (t: string) => ({ t, totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null });

const trend: Pick<QueueTrend, "points" | "from" | "window"> = {
  window: "24h",
  from: "2026-11-19T12:00:00.000Z",
  points: [
    point("2026-11-20T08:00:00.000Z", 10),
    gap("2026-11-20T09:00:00.000Z"),
    point("2026-11-20T10:00:00.000Z", 22),
    point("2026-11-20T10:05:00.000Z", 1234),
  ],
};

describe("describeChange", () => {
  it("says the change since the window's start with its sign and the window", () => {
    expect(describeChange(12, "24h")).toBe("+12 in 24 h");
    expect(describeChange(-3, "7d")).toBe("\u22123 in 7 d");
    expect(describeChange(1500, "30d")).toBe("+1,500 in 30 d");
  });
  it("says no change for zero and no data yet for null", () => {
    expect(describeChange(0, "24h")).toBe("no change");
    expect(describeChange(null, "7d")).toBe("no data yet");
  });
  it("has a spelled-out form for accessible names", () => {
    expect(describeChangeLong(12, "24h")).toBe("up 12 in 24 hours");
    expect(describeChangeLong(-3, "30d")).toBe("down 3 in 30 days");
    expect(describeChangeLong(0, "7d")).toBe("no change in 7 days");
    expect(describeChangeLong(null, "24h")).toBe("no data recorded in the last 24 hours yet");
  });
});

describe("trendRows", () => {
  it("keeps every point in order and turns a null point into a gap row", () => {
    const rows = trendRows(trend);
    expect(rows.map((r) => r.kind)).toEqual(["point", "gap", "point", "point"]);
    expect(rows[1]).toEqual({ kind: "gap", t: "2026-11-20T09:00:00.000Z", ms: Date.parse("2026-11-20T09:00:00.000Z") });
    expect(rows[2]).toMatchObject({ kind: "point", values: { totalPending: 22, slaBreached: 23, openTakedowns: 24, staleInProgress: 25 } });
  });
  it("keeps a point with a figure not sent as a point, that figure null (never a made-up zero); only a point with none is a gap", () => {
    const sparse = { ...point("2026-11-20T08:00:00.000Z", 1), slaBreached: null } as TrendPoint;
    const empty = { t: "2026-11-20T09:00:00.000Z", totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null };
    const rows = trendRows({ points: [sparse, empty] });
    expect(rows.map((r) => r.kind)).toEqual(["point", "gap"]);
    expect(rows[0]!.kind === "point" && rows[0]!.values.slaBreached).toBeNull();
    expect(recordedCount({ points: [sparse, empty] })).toBe(1);
    expect(gapCount({ points: [sparse, empty] })).toBe(1);
  });
  it("counts recorded points and gaps", () => {
    expect(recordedCount(trend)).toBe(3);
    expect(gapCount(trend)).toBe(1);
  });
});

describe("chartData", () => {
  it("keeps the nulls of a gap so the line breaks there", () => {
    const data = chartData(trend);
    expect(data).toHaveLength(4);
    expect(data[1]).toEqual({ ms: Date.parse("2026-11-20T09:00:00.000Z"), totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null });
    expect(data[3]?.totalPending).toBe(1234);
  });
});

describe("recordedSince", () => {
  it("names the first recorded time when the recording starts well inside the window", () => {
    expect(recordedSince(trend)).toBe(Date.parse("2026-11-20T08:00:00.000Z"));
  });
  it("is null when the recording covers the window, or there is none", () => {
    expect(recordedSince({ ...trend, points: [point("2026-11-19T12:10:00.000Z", 1)] })).toBeNull();
    expect(recordedSince({ ...trend, points: [gap("2026-11-20T08:00:00.000Z")] })).toBeNull();
  });
});

describe("formatTick", () => {
  it("shows the time of day over 24 h and the date over longer windows", () => {
    const ms = Date.parse("2026-11-20T14:05:00.000Z");
    expect(formatTick(ms, "24h", "UTC")).toBe("14:05");
    expect(formatTick(ms, "7d", "UTC")).toBe("20 Nov");
  });
});

describe("timeTicks", () => {
  const to = Date.parse("2026-11-20T14:05:00.000Z");
  it("puts ticks on round local hours or midnights inside the window", () => {
    const day = timeTicks(to - 86_400_000, to, "24h");
    expect(day).toHaveLength(4);
    for (const t of day) expect([0, 6, 12, 18]).toContain(new Date(t).getHours());
    for (const t of day) expect(new Date(t).getMinutes()).toBe(0);
    const week = timeTicks(to - 7 * 86_400_000, to, "7d");
    expect(week).toHaveLength(7);
    for (const t of week) expect(new Date(t).getHours()).toBe(0);
    const month = timeTicks(to - 30 * 86_400_000, to, "30d");
    expect(month.length).toBeGreaterThanOrEqual(5);
    expect(month.length).toBeLessThanOrEqual(7);
    for (const t of [...day, ...week, ...month]) {
      expect(t).toBeGreaterThanOrEqual(to - 30 * 86_400_000);
      expect(t).toBeLessThanOrEqual(to);
    }
  });
});

describe("a change labelled by the span really recorded", () => {
  const young = {
    window: "24h" as const,
    from: "2026-11-19T12:00:00.000Z",
    points: [point("2026-11-20T11:00:00.000Z", 30), point("2026-11-20T12:00:00.000Z", 20)],
  };
  it("says '−10 in 1 h' after an hour of recording, not 'in 24 h'", () => {
    const span = changeSpanMs(young);
    expect(span).toBe(3_600_000);
    expect(describeChange(-10, "24h", span)).toBe("\u221210 in 1 h");
    expect(describeChangeLong(-10, "24h", span)).toBe("down 10 in 1 h");
  });
  it("keeps the window's name when the recording covers the window from its start", () => {
    const full = {
      window: "24h" as const,
      from: "2026-11-19T12:00:00.000Z",
      points: [point("2026-11-19T12:31:00.000Z", 30), point("2026-11-20T04:00:00.000Z", 20)],
    };
    expect(changeSpanMs(full)).toBeNull();
    expect(describeChange(-10, "24h", changeSpanMs(full))).toBe("\u221210 in 24 h");
  });
});

describe("staleTrendNote", () => {
  it("names the threshold the stale line is recorded at, and says when the page counts with another", () => {
    expect(staleTrendNote(null)).toBe("Stale: in progress and unchanged for 7 days or more.");
    expect(staleTrendNote(24)).toBe(
      "Stale: in progress and unchanged for 7 days or more (the threshold the history is recorded at); the figures above count 24 h or more.",
    );
  });
});
