import { describe, expect, it } from "vitest";
import { tickAxisHeight, tickLines } from "./tick-lines";

// A font where every character is 0.6 em wide.
const measure = (text: string, px: number) => text.length * px * 0.6;
const SLA = ["Breached", "Due within 24 h", "Due within 3 days", "Due after 3 days", "No SLA"];

describe("tickLines", () => {
  it("keeps labels on one line when their bars are wide enough", () => {
    const t = tickLines(SLA, 200, 12, measure);
    expect(t.lines).toEqual(SLA.map((l) => [l]));
    expect(t).toMatchObject({ fontPx: 12, lineCount: 1 });
  });

  it("wraps at word boundaries within the bar's share of the axis, never wider", () => {
    // 88 px bands at 14.4 px: the wall's SLA chart at 1440x900.
    const t = tickLines(SLA, 88, 14.4, measure);
    expect(t.fontPx).toBe(14.4);
    expect(t.lines).toEqual([["Breached"], ["Due", "within", "24 h"], ["Due", "within", "3 days"], ["Due after", "3 days"], ["No SLA"]]);
    for (const line of t.lines.flat()) expect(measure(line, t.fontPx)).toBeLessThanOrEqual(88 - 6);
    expect(t.lineCount).toBe(3);
    // A number keeps its unit: "3 days" is never split.
    expect(tickLines(SLA, 110, 14.4, measure).lines[2]).toEqual(["Due within", "3 days"]);
  });

  it("shrinks every label's font when one word is wider than a bar, down to 70 %", () => {
    const t = tickLines(["Breached", "No SLA"], 60, 14, measure);
    // "Breached" is 8 × 0.6 × 14 = 67.2 px; 54 px are free.
    expect(t.fontPx).toBeLessThan(14);
    expect(measure("Breached", t.fontPx)).toBeLessThanOrEqual(54);
    expect(tickLines(["Unbreakable"], 10, 14, measure).fontPx).toBeCloseTo(9.8, 5);
  });

  it("keeps every word of every label", () => {
    for (const band of [20, 50, 90, 300]) {
      const t = tickLines(SLA, band, 12, measure);
      expect(t.lines.map((l) => l.join(" "))).toEqual(SLA);
    }
  });
});

describe("tickAxisHeight", () => {
  it("grows with the number of lines", () => {
    expect(tickAxisHeight(1, 12, 8)).toBe(Math.ceil(8 + 12 * 1.2));
    expect(tickAxisHeight(3, 12, 8)).toBeGreaterThan(tickAxisHeight(2, 12, 8));
  });
});
